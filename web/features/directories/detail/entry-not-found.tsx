import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";

/** "Item not found." / "Property not found.", with the way back to the list. */
export function EntryNotFound({ message, listPath }: { message: string; listPath: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{message}</h1>
      <p className="mt-2 text-slate-600">It may have been removed by its owner.</p>
      <Link to={listPath} className={`${buttonClasses("primary")} mt-6`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the list
      </Link>
    </div>
  );
}
