import { AboutSection } from "./about-section.tsx";
import { CallToActionSection } from "./call-to-action-section.tsx";
import { FeaturedCommunitiesSection } from "./featured-communities-section.tsx";
import { HeroSection } from "./hero-section.tsx";

/** Spec: the landing page's four sections: hero, featured communities, about, call to action. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturedCommunitiesSection />
      <AboutSection />
      <CallToActionSection />
    </>
  );
}
