// Lighthouse's installability audit (issue 33). Lighthouse 12 dropped its PWA category and
// the `installable-manifest` audit with it; this brings the audit back the way Lighthouse
// 11 did it: Chromium's own verdict from the DevTools protocol
// (`Page.getInstallabilityErrors`), read once the page has loaded.
import { Audit, Gatherer } from "lighthouse";

type InstallabilityErrors = {
  installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
};

class Installability extends Gatherer {
  override meta = { supportedModes: ["navigation" as const] };

  override async getArtifact(context: Parameters<Gatherer["getArtifact"]>[0]) {
    return (await context.driver.defaultSession.sendCommand(
      "Page.getInstallabilityErrors",
    )) as never;
  }
}

class InstallableManifest extends Audit {
  static override get meta() {
    return {
      id: "installable-manifest",
      title: "Web app manifest and service worker meet the installability requirements",
      failureTitle:
        "Web app manifest or service worker do not meet the installability requirements",
      description: "Chromium's installability check (Page.getInstallabilityErrors).",
      requiredArtifacts: ["Installability"],
    } as never;
  }

  static override audit(artifacts: unknown) {
    const { installabilityErrors } = (artifacts as { Installability: InstallabilityErrors })
      .Installability;
    return {
      score: installabilityErrors.length === 0 ? 1 : 0,
      displayValue: installabilityErrors.map((error) => error.errorId).join(", "),
    };
  }
}

/** A Lighthouse config that runs only the installability audit. */
export const installabilityConfig = {
  extends: "lighthouse:default",
  artifacts: [{ id: "Installability", gatherer: Installability }],
  audits: [InstallableManifest],
  categories: {
    installable: {
      title: "Installable",
      auditRefs: [{ id: "installable-manifest", weight: 1 }],
    },
  },
  settings: { onlyCategories: ["installable"] },
} as never;
