import { useRevalidator } from "react-router";
import type { LoadFailure } from "#app/hooks/keep-shown.ts";

/**
 * A list that could not be loaded again (app/hooks/keep-shown.ts): the spec's 'Failed to load submissions: ' with the
 * reason, above what was shown before, and a button that tries again. An alert, so it is announced as it appears.
 */
export function LoadFailed({ failure }: { failure: LoadFailure }) {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="mt-6 border-4 border-danger-700 p-4" data-load-failed>
      <p className="font-bold">Failed to load submissions: {failure.message}</p>
      <p className="mt-4">
        <button
          type="button"
          className="button-secondary"
          disabled={revalidator.state === "loading"}
          onClick={() => void revalidator.revalidate()}
        >
          Try again
        </button>
      </p>
    </div>
  );
}
