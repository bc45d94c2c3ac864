import { useNavigation } from "react-router";

/** True while the browser loads a list (a tab, a filter, a page, a search): not during a refresh in the background. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.location?.pathname === "/admin";
}

/** 'Loading submissions...' while a list loads, in a status region a screen reader announces. */
export function LoadingStatus({ loading }: { loading: boolean }) {
  return (
    <p role="status" className="mt-2 font-bold empty:mt-0" data-loading={loading || undefined}>
      {loading ? "Loading submissions..." : ""}
    </p>
  );
}
