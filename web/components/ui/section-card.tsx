import type { ReactNode } from "react";
import { Card } from "./card.tsx";

/** A titled card, as the sections of /profile are drawn. */
export function SectionCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      {title && <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2>}
      {children}
    </Card>
  );
}
