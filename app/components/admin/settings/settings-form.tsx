import { type DefaultValue, FormProvider, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { SchemaForm } from "~/components/forms/schema-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { siteSettingsDefinition } from "~/content/site-settings/definition";
import type { SiteSettings } from "~/content/site-settings/schema";
import { SectionFields } from "../content/section-fields";
import { UnsavedChangesGuard } from "../unsaved-changes";
import { useHydrated } from "../use-hydrated";

type SettingsFormProps = { settings: SiteSettings; lastResult?: SubmissionResult<string[]> | null };

/** The company details, in the definition's groups (Company, Offices, Support hours, Social links). */
export function SettingsForm({ settings, lastResult }: SettingsFormProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "security";
  const { fields, schema, form: sections } = siteSettingsDefinition;
  const [form, metas] = useSchemaForm(schema, { lastResult, defaultValue: settings as DefaultValue<SiteSettings> });
  return (
    <FormProvider context={form.context}>
      <SchemaForm
        form={form}
        aria-label="Site settings"
        className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {hydrated ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null}
        {sections.map((section) => (
          <fieldset key={section.id} className="grid gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
            <legend className="pr-2 font-semibold">{section.title}</legend>
            <SectionFields fields={fields} section={section} metas={metas} />
          </fieldset>
        ))}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save settings"}
          </Button>
        </div>
      </SchemaForm>
      <UnsavedChangesGuard formId={form.id} />
    </FormProvider>
  );
}
