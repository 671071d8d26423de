import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

// Site settings (company name and details) arrive with the settings module; this is their default.
const companyName = "Showroom Industrial";

export default function PublicLayout() {
  return (
    <>
      <SiteHeader companyName={companyName} />
      <Outlet />
      <SiteFooter companyName={companyName} />
    </>
  );
}
