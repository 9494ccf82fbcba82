import { Hammer } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";

/** A tab whose tools arrive with a later issue: says what will be here, nothing more. */
export function ComingSoonPanel({ purpose }: { purpose: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-sand-100 text-amber-900"
      >
        <Hammer className="size-6" />
      </span>
      <h2 className="text-lg font-bold text-slate-900">Coming soon</h2>
      <p className="max-w-md text-sm text-slate-600">{purpose}</p>
    </Card>
  );
}
