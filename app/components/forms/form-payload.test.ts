import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formPayload } from "./form-payload";
import { parseSubmission } from "./parse-submission";

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const names = (data: FormData) => [...data.entries()].map(([name, value]) => `${name}=${value}`);

describe("formPayload", () => {
  it("reads the older bracket spelling of nested names as Conform's", () => {
    const payload = formPayload(form([["_js", "1"], ["benefits[0][name]", "Rugged"], ["groups[0][specifications][1][detail]", "8 GB"], ["emails[sales]", "s@x.example"]]));
    expect(names(payload)).toEqual(["_js=1", "benefits[0].name=Rugged", "groups[0].specifications[1].detail=8 GB", "emails.sales=s@x.example"]);
  });

  it("keeps a blank row posted with JavaScript, so it gets its message next to it", () => {
    const payload = formPayload(form([["_js", "1"], ["features[0]", "A"], ["features[1]", " "]]));
    expect(names(payload)).toEqual(["_js=1", "features[0]=A", "features[1]= "]);
  });

  it("without JavaScript, leaves cleared rows out and numbers the rest again, at every depth", () => {
    const payload = formPayload(
      form([
        ["name", ""],
        ["features[0]", ""],
        ["features[1]", "B"],
        ["benefits[0][name]", ""],
        ["benefits[0][icon]", ""],
        ["groups[0][group_name]", "Power"],
        ["groups[0][specifications][0][name]", ""],
        ["groups[0][specifications][0][detail]", ""],
        ["groups[0][specifications][1][name]", "Input"],
        ["groups[0][specifications][1][detail]", "12 V"],
        ["groups[1][group_name]", ""],
      ]),
    );
    expect(names(payload)).toEqual(["name=", "features[0]=B", "groups[0].group_name=Power", "groups[0].specifications[0].name=Input", "groups[0].specifications[0].detail=12 V"]);
  });
});

describe("parseSubmission", () => {
  const schema = z.object({ name: z.string().min(1, "Name is required"), features: z.array(z.string().trim().min(1, "Feature text is required")).default([]) });

  it("checks a post with the schema as the form names its fields, with the same messages", () => {
    const result = parseSubmission(form([["_js", "1"], ["name", ""], ["features[0]", "A"], ["features[1]", " "]]), schema).reply();
    expect(result.error).toEqual({ name: ["Name is required"], "features[1]": ["Feature text is required"] });
  });

  it("takes an empty box as empty text, not as a missing value", () => {
    expect(parseSubmission(form([["name", ""]]), schema).status).toBe("error");
    expect(parseWithZod(form([["name", ""]]), { schema: z.object({ name: z.string().default("fallback") }), disableAutoCoercion: true }).status).toBe("success");
  });

  it("cannot be steered into an object's prototype by a field name", () => {
    const submission = parseSubmission(form([["name", "X"], ["__proto__[polluted]", "yes"], ["features[__proto__]", "x"]]), schema);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.features).toEqual([]);
  });
});
