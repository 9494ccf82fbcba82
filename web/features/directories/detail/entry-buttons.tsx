import type { QueryKey } from "@tanstack/react-query";
import type { ReportTargetType } from "../../../../contracts/reports-rules.ts";
import { ReportButton } from "../../../components/report-button.tsx";
import { SaveButton, type SavedCollection } from "./save-button.tsx";
import { ShareButton } from "./share-button.tsx";

/**
 * Under an entry's facts: Save and Share where the directory has them, and Report
 * for a signed-in viewer who cannot delete it themselves (decision 050).
 */
export function EntryButtons({
  entry,
  title,
  signedIn,
  report,
  save,
}: {
  entry: { id: string; canDelete: boolean; saved?: boolean };
  title: string;
  signedIn: boolean;
  report: ReportTargetType;
  /** Marketplace items and properties are saved and shared; places are not. */
  save?: { collection: SavedCollection; detailKey: QueryKey };
}) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      {save && (
        <>
          <SaveButton
            collection={save.collection}
            id={entry.id}
            saved={entry.saved ?? false}
            signedIn={signedIn}
            detailKey={save.detailKey}
          />
          <ShareButton title={title} />
        </>
      )}
      {signedIn && !entry.canDelete && (
        <ReportButton targetType={report} targetId={entry.id} label={title} />
      )}
    </div>
  );
}
