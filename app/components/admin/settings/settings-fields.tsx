import type { ReactNode } from "react";
import { InputField, TextAreaField } from "~/components/ui/fields";
import { ListEditor } from "../list-editor";
import type { SettingsFormValues } from "./decode-settings-form";

type Props = { values: SettingsFormValues; errors: Record<string, string | undefined> };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <legend className="pr-2 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function CompanyFields({ values, errors }: Props) {
  return (
    <Group title="Company">
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label="Company name" name="company_name" marked defaultValue={values.company_name} error={errors.company_name} />
        <InputField label="Tagline" name="tagline" marked defaultValue={values.tagline} error={errors.tagline} />
        <InputField label="Founded year" name="founded_year" type="number" step={1} marked defaultValue={values.founded_year} error={errors.founded_year} />
        <InputField label="Headquarters" name="headquarters" marked defaultValue={values.headquarters} error={errors.headquarters} />
      </div>
      <TextAreaField label="Postal address" name="address" rows={2} marked defaultValue={values.address} error={errors.address} />
      <ListEditor
        legend="Phone numbers"
        name="phones"
        noun="phone number"
        addLabel="Add phone number"
        initial={values.phones}
        blank=""
        max={5}
        hint="The first number is the one shown in the header, footer and support page."
        error={errors.phones}
        renderItem={({ prefix, index, value }) => (
          <InputField label={`Phone ${index + 1}`} name={prefix} type="tel" defaultValue={value} error={errors[`phones.${index}`]} />
        )}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <InputField label="General e-mail" name="emails[general]" type="email" marked defaultValue={values.emails.general} error={errors["emails.general"]} />
        <InputField label="Sales e-mail" name="emails[sales]" type="email" marked defaultValue={values.emails.sales} error={errors["emails.sales"]} />
        <InputField label="Support e-mail" name="emails[support]" type="email" marked defaultValue={values.emails.support} error={errors["emails.support"]} />
      </div>
      <ListEditor
        legend="Certifications"
        name="certifications"
        noun="certification"
        addLabel="Add certification"
        initial={values.certifications}
        blank=""
        max={10}
        error={errors.certifications}
        renderItem={({ prefix, index, value }) => (
          <InputField label={`Certification ${index + 1}`} name={prefix} defaultValue={value} error={errors[`certifications.${index}`]} />
        )}
      />
    </Group>
  );
}

export function OfficeFields({ values, errors }: Props) {
  return (
    <Group title="Offices">
      <ListEditor
        legend="Offices on the Contact page"
        name="offices"
        noun="office"
        addLabel="Add office"
        initial={values.offices}
        blank={{ city: "", address: "", phone: "", email: "", map_query: "" }}
        max={12}
        error={errors.offices}
        renderItem={({ prefix, index, value }) => (
          <div className="grid gap-3 md:grid-cols-2">
            <InputField label={`Office ${index + 1} city`} name={`${prefix}[city]`} defaultValue={value.city} error={errors[`offices.${index}.city`]} />
            <InputField label={`Office ${index + 1} phone`} name={`${prefix}[phone]`} type="tel" defaultValue={value.phone} error={errors[`offices.${index}.phone`]} />
            <InputField label={`Office ${index + 1} address`} name={`${prefix}[address]`} defaultValue={value.address} error={errors[`offices.${index}.address`]} />
            <InputField label={`Office ${index + 1} e-mail`} name={`${prefix}[email]`} type="email" defaultValue={value.email} error={errors[`offices.${index}.email`]} />
            <InputField
              label={`Office ${index + 1} map location`}
              name={`${prefix}[map_query]`}
              defaultValue={value.map_query}
              hint="What the embedded map searches for, e.g. a street and city."
              error={errors[`offices.${index}.map_query`]}
              className="md:col-span-2"
            />
          </div>
        )}
      />
    </Group>
  );
}

export function HoursFields({ values, errors }: Props) {
  return (
    <Group title="Support hours">
      <ListEditor
        legend="Opening hours"
        name="support_hours"
        noun="row"
        addLabel="Add row"
        initial={values.support_hours}
        blank={{ days: "", hours: "" }}
        max={7}
        error={errors.support_hours}
        renderItem={({ prefix, index, value }) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label={`Row ${index + 1} days`} name={`${prefix}[days]`} defaultValue={value.days} error={errors[`support_hours.${index}.days`]} />
            <InputField label={`Row ${index + 1} hours`} name={`${prefix}[hours]`} defaultValue={value.hours} error={errors[`support_hours.${index}.hours`]} />
          </div>
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label="Time zone on the Support page"
          name="support_page_time_zone"
          marked
          defaultValue={values.support_page_time_zone}
          error={errors.support_page_time_zone}
        />
        <InputField
          label="Time zone on the Contact page"
          name="contact_page_time_zone"
          marked
          defaultValue={values.contact_page_time_zone}
          error={errors.contact_page_time_zone}
        />
      </div>
    </Group>
  );
}

const NETWORKS = [
  ["facebook", "Facebook"],
  ["twitter", "Twitter"],
  ["linkedin", "LinkedIn"],
  ["youtube", "YouTube"],
  ["instagram", "Instagram"],
] as const;

export function SocialFields({ values, errors }: Props) {
  return (
    <Group title="Social links">
      <p className="text-xs text-slate-600 dark:text-slate-300">A full address (https://...), or # to leave the network out of the footer.</p>
      <div className="grid gap-4 md:grid-cols-2">
        {NETWORKS.map(([key, label]) => (
          <InputField key={key} label={label} name={`social[${key}]`} marked defaultValue={values.social[key]} error={errors[`social.${key}`]} />
        ))}
      </div>
    </Group>
  );
}
