import { usePageTitle } from "../../lib/use-page-title.ts";
import { AboutSection } from "./about-section.tsx";
import { CallToActionSection } from "./call-to-action-section.tsx";
import { FeaturedCommunitiesSection } from "./featured-communities-section.tsx";
import { HeroSection } from "./hero-section.tsx";

/** Spec: the landing page's four sections: hero, featured communities, about, call to action. */
export function LandingPage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <FeaturedCommunitiesSection />
      <AboutSection />
      <CallToActionSection />
    </>
  );
}
