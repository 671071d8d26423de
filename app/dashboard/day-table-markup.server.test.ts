import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { dayTableMarkup } from "./day-table-markup.server";

// The real renderer, counted: the table is drawn again only for new figures.
vi.mock("react-dom/server", async (original) => {
  const actual = await original<typeof import("react-dom/server")>();
  return {
    ...actual,
    renderToStaticMarkup: vi.fn(actual.renderToStaticMarkup),
  };
});
import type { InboxTrends, KindTrend } from "./inbox-trends";

const none: KindTrend = {
  received: 0,
  toInProgress: { ms: null, count: 0 },
  toClosed: { ms: null, count: 0 },
};

function trends(enquiriesOnSecondDay: number): InboxTrends {
  return {
    range: 30,
    from: "2026-11-25",
    to: "2026-11-26",
    days: [
      { day: "2026-11-25", enquiry: 0, support: 0, contact: 0 },
      {
        day: "2026-11-26",
        enquiry: enquiriesOnSecondDay,
        support: 1,
        contact: 0,
      },
    ],
    byKind: {
      enquiry: { ...none, received: enquiriesOnSecondDay },
      support: { ...none, received: 1 },
      contact: none,
    },
    all: { ...none, received: enquiriesOnSecondDay + 1 },
    topProducts: [],
  };
}

describe("the day table drawn as markup", () => {
  it("has a row per day, newest first, and links each count other than 0 to the inbox of that day and kind", () => {
    const html = dayTableMarkup(trends(2));
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.indexOf('dateTime="2026-11-26"')).toBeLessThan(
      html.indexOf('dateTime="2026-11-25"'),
    );
    expect(html).toContain(
      '<a href="/admin/inbox?kind=enquiry&amp;from=2026-11-26&amp;to=2026-11-26" class="admin-link" aria-label="2: Product enquiries on 26 Nov">2</a>',
    );
    expect(html).toContain(
      'aria-label="3: Everything received on 26 Nov">3</a>',
    );
    // A day with nothing links nowhere.
    expect(html).not.toContain("from=2026-11-25");
  });

  it("is drawn once per set of figures the cache hands out, and again for new ones", () => {
    const shown = trends(2);
    const drawn = vi.mocked(renderToStaticMarkup);
    drawn.mockClear();
    const first = dayTableMarkup(shown);
    expect(dayTableMarkup(shown)).toBe(first);
    expect(drawn).toHaveBeenCalledTimes(1);
    const changed = dayTableMarkup(trends(5));
    expect(drawn).toHaveBeenCalledTimes(2);
    expect(changed).toContain(
      'aria-label="5: Product enquiries on 26 Nov">5</a>',
    );
  });
});
