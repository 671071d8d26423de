const domain = "showroom-industrial.example";

/**
 * The company details the specifications describe, used until staff store their own.
 * Not typed as SiteSettings (the schema takes its defaults from here); a test checks it passes the schema.
 */
export const DEFAULT_SITE_SETTINGS = {
  company_name: "Showroom Industrial Technologies",
  tagline: "Leading Technology Solutions Provider",
  founded_year: 2012,
  headquarters: "Chennai, Tamil Nadu, India",
  address: "No. 14, SIDCO Industrial Estate, Guindy, Chennai, Tamil Nadu 600032, India",
  phones: ["+91 44 4000 1234", "+91 98400 12345"],
  emails: { general: `info@${domain}`, sales: `sales@${domain}`, support: `support@${domain}` },
  certifications: ["ISO 9001:2015", "Registered Trade Mark", "BIS Certified"],
  offices: [
    {
      city: "Bangalore",
      address: "2nd Floor, 45 Hosur Road, Electronic City Phase 1, Bengaluru, Karnataka 560100",
      phone: "+91 80 4000 2345",
      email: `bangalore@${domain}`,
      map_query: "Electronic City Phase 1, Bengaluru, Karnataka",
    },
    {
      city: "Coimbatore",
      address: "18 Avinashi Road, Peelamedu, Coimbatore, Tamil Nadu 641004",
      phone: "+91 422 400 3456",
      email: `coimbatore@${domain}`,
      map_query: "Avinashi Road, Peelamedu, Coimbatore, Tamil Nadu",
    },
    {
      city: "Mumbai",
      address: "Unit 7, MIDC Industrial Area, Andheri East, Mumbai, Maharashtra 400093",
      phone: "+91 22 4000 4567",
      email: `mumbai@${domain}`,
      map_query: "MIDC Andheri East, Mumbai, Maharashtra",
    },
    {
      city: "Chennai",
      address: "No. 14, SIDCO Industrial Estate, Guindy, Chennai, Tamil Nadu 600032",
      phone: "+91 44 4000 1234",
      email: `chennai@${domain}`,
      map_query: "SIDCO Industrial Estate, Guindy, Chennai, Tamil Nadu",
    },
  ],
  support_hours: [
    { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  // The spec gives the same hours in two readings: EST on the support page, IST on the contact page.
  support_page_time_zone: "EST",
  contact_page_time_zone: "IST",
  // The spec's social links are placeholders; "#" renders as a link that goes nowhere until set.
  social: { facebook: "#", twitter: "#", linkedin: "#", youtube: "#", instagram: "#" },
};
