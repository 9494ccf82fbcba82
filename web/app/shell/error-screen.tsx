import { isRouteErrorResponse, useRouteError } from "react-router";

/** Spec: "Something went wrong", the error text and a Reload Page button. */
export function ErrorScreen() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600">{text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-ocean-700 px-4 py-2 font-medium text-white hover:bg-ocean-800"
      >
        Reload Page
      </button>
    </main>
  );
}
