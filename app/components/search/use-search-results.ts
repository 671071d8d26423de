import { useEffect, useState } from "react";
import { normaliseQuery } from "~/search/query";
import type { SearchResponse } from "~/search/results";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; previous: SearchResponse | null }
  | { status: "done"; response: SearchResponse }
  | { status: "error" };

const DEBOUNCE_MS = 150;

/** Asks /api/search as the visitor types; a newer query cancels the older request. */
export function useSearchResults(text: string): SearchState {
  const query = normaliseQuery(text);
  const [state, setState] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return;
    }
    setState((current) => ({ status: "loading", previous: current.status === "done" ? current.response : null }));
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => {
          if (!response.ok) throw new Error(`Search failed: ${response.status}`);
          return response.json() as Promise<SearchResponse>;
        })
        .then((response) => setState({ status: "done", response }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "error" });
          return error;
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
