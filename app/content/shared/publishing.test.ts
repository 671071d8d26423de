import { describe, expect, it } from "vitest";
import { firstCrowdedMoment, isLiveAt, liveWindow, type Publishing, publishingErrors, publishingLabel, toStoredTime } from "./publishing";
import { publishingFilterOf } from "./publishing-filter";

const NOW = "2026-12-01T10:00:00.000Z";
const item = (publish_status: Publishing["publish_status"], publish_at: string | null = null, unpublish_at: string | null = null): Publishing => ({ publish_status, publish_at, unpublish_at });

describe("live now", () => {
  it("shows Published and Scheduled items past their time, until their unpublish time", () => {
    expect(isLiveAt(item("published"), NOW)).toBe(true);
    expect(isLiveAt(item("draft"), NOW)).toBe(false);
    expect(isLiveAt(item("unpublished"), NOW)).toBe(false);
    expect(isLiveAt(item("scheduled", "2026-12-01T10:00:00"), NOW)).toBe(true);
    expect(isLiveAt(item("scheduled", "2026-12-01T10:00:01"), NOW)).toBe(false);
    expect(isLiveAt(item("scheduled", null), NOW)).toBe(false);
    expect(isLiveAt(item("published", null, "2026-12-01T10:00:00"), NOW)).toBe(false);
    expect(isLiveAt(item("published", null, "2026-12-01T10:01:00"), NOW)).toBe(true);
  });

  it("puts every item in one publishing filter, as the Publishing column reads it now", () => {
    const cases: Array<[Publishing, string]> = [
      [item("draft"), "draft"],
      [item("scheduled", "2026-12-02T00:00:00"), "scheduled"],
      [item("scheduled", "2026-12-01T09:00:00"), "live"],
      [item("published"), "live"],
      [item("published", null, "2026-12-02T00:00:00"), "live"],
      [item("unpublished"), "ended"],
      [item("scheduled", "2026-11-01T00:00:00", "2026-11-02T00:00:00"), "ended"],
      [item("published", null, "2026-11-02T00:00:00"), "ended"],
    ];
    for (const [values, filter] of cases) expect(publishingFilterOf(values, NOW), publishingLabel(values, NOW)).toBe(filter);
  });

  it("stores a posted time as UTC seconds, and refuses what is not a time", () => {
    expect(toStoredTime("2026-12-01T09:30")).toBe("2026-12-01T09:30:00");
    expect(toStoredTime("2026-12-01 09:30:15")).toBe("2026-12-01T09:30:15");
    expect(toStoredTime("2026-12-01T09:30:15.123Z")).toBe("2026-12-01T09:30:15");
    expect(toStoredTime("tomorrow")).toBeNull();
    expect(toStoredTime("2026-13-45T09:30")).toBeNull();
  });

  it("names each broken rule at its field", () => {
    expect(publishingErrors(item("scheduled"), NOW)).toEqual({ publish_at: "A scheduled item needs a publish time" });
    expect(publishingErrors(item("scheduled", "2026-12-02T00:00:00", "2026-12-01T00:00:00"), NOW)).toEqual({ unpublish_at: "Unpublish time must be after the publish time" });
    expect(publishingErrors(item("published", null, "2026-11-30T00:00:00"), NOW)).toEqual({
      unpublish_at: "Unpublish time must be in the future for a published item, or leave it empty",
    });
    expect(publishingErrors(item("scheduled", "2026-12-02T00:00:00", "2026-12-03T00:00:00"), NOW)).toEqual({});
  });
});

describe("at most N live at each moment", () => {
  const windows = (...items: Publishing[]) => items.map(liveWindow).filter((window) => window !== null);

  it("finds no crowding when the others' windows do not overlap the candidate's", () => {
    const others = windows(item("published"), item("published"), item("published", null, "2026-12-02T00:00:00"));
    // From 2 December only two others are live: a hero scheduled then fits.
    expect(firstCrowdedMoment(liveWindow(item("scheduled", "2026-12-02T00:00:00"))!, others, 3, NOW)).toBeNull();
    // Now, three are live.
    expect(firstCrowdedMoment(liveWindow(item("published"))!, others, 3, NOW)).toBe(NOW);
  });

  it("finds the first moment a scheduled other would make the candidate the fourth", () => {
    const others = windows(item("published"), item("published"), item("scheduled", "2026-12-05T08:00:00"), item("draft"), item("unpublished"));
    expect(firstCrowdedMoment(liveWindow(item("published"))!, others, 3, NOW)).toBe("2026-12-05T08:00:00");
    // A candidate that ends before that moment fits.
    expect(firstCrowdedMoment(liveWindow(item("published", null, "2026-12-05T08:00:00"))!, others, 3, NOW)).toBeNull();
  });

  it("ignores windows that are over", () => {
    const others = windows(item("published"), item("published"), item("scheduled", "2026-11-01T00:00:00", "2026-11-02T00:00:00"));
    expect(firstCrowdedMoment(liveWindow(item("published"))!, others, 3, NOW)).toBeNull();
  });
});
