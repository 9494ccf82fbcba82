import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";

/**
 * A community profile section whose content arrives in a later release: its
 * heading, and an honest empty state in place of sample data.
 */
export function UpcomingPanel({
  title,
  icon: Icon,
  message,
  action,
}: {
  title: string;
  icon: LucideIcon;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-ocean-700" />
        <h2 className="text-lg font-bold tracking-tight text-slate-900">{title}</h2>
      </div>
      <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-8 text-center">
        <p className="max-w-sm text-sm text-slate-600">{message}</p>
        {action}
      </div>
    </Card>
  );
}
