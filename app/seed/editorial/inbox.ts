import type { InboxStatus } from "~/content/enquiry/schema";

/**
 * The demo inbox: what visitors sent over the last three months, so the dashboard's trends have
 * something to show on a fresh start (issue 18). Times are relative to the seeding: `daysAgo` at
 * `hour` UTC; handled items reached In progress and Closed that many hours after arriving.
 */
type Handling = { status: InboxStatus; inProgressAfter?: number; closedAfter?: number };
type When = { daysAgo: number; hour: number };

export type SeedEnquiry = When &
  Handling & {
    kind: "enquiry";
    name: string;
    company: string;
    mobile: string;
    email: string;
    location: string;
    lookingFor: string;
    /** The product asked about, by model number; or a quote list of models and quantities. */
    model?: string;
    quote?: Array<{ model: string; quantity: number; note?: string }>;
  };

export type SeedMessage = When &
  Handling & {
    kind: "support" | "contact";
    firstName: string;
    lastName: string;
    email: string;
    company?: string;
    product?: string;
    subject: string;
    message: string;
    /** Its e-mail copy to staff was refused until the outbox gave up (decision 021). */
    mailFailed?: string;
  };

const enquiry = (item: Omit<SeedEnquiry, "kind">): SeedEnquiry => ({ kind: "enquiry", ...item });

export const DEMO_INBOX: ReadonlyArray<SeedEnquiry | SeedMessage> = [
  enquiry({ daysAgo: 84, hour: 9, status: "closed", inProgressAfter: 3, closedAfter: 50, name: "Anand Krishnan", company: "Krishnan Packaging", mobile: "+91 98400 11201", email: "anand@krishnan-packaging.example", location: "Chennai", lookingFor: "Quotation for 6 panel PCs for our carton line", model: "SPC-1500-SS69" }),
  enquiry({ daysAgo: 71, hour: 11, status: "closed", inProgressAfter: 5, closedAfter: 30, name: "Deepa Menon", company: "Menon Foods", mobile: "+91 98470 22302", email: "deepa@menonfoods.example", location: "Kochi", lookingFor: "Stainless panel PC for a wash-down area", model: "SPC-1500-SS69" }),
  { kind: "support", daysAgo: 64, hour: 14, status: "closed", inProgressAfter: 2, closedAfter: 20, firstName: "Rahul", lastName: "Verma", email: "rahul.verma@example.com", company: "Verma Automation", product: "SDS-1100-I", subject: "Real COM driver on Windows 11", message: "The virtual COM port does not appear after installing the driver. Which version supports Windows 11?" },
  enquiry({ daysAgo: 55, hour: 10, status: "closed", inProgressAfter: 8, closedAfter: 72, name: "Sunita Rao", company: "Rao Logistics", mobile: "+91 99000 33403", email: "sunita@raologistics.example", location: "Bengaluru", lookingFor: "Vehicle trackers for 40 trucks", model: "GTV-140-4G" }),
  { kind: "contact", daysAgo: 48, hour: 16, status: "closed", closedAfter: 26, firstName: "Imran", lastName: "Shaikh", email: "imran@shaikh-consulting.example", subject: "Partnership for Gulf projects", message: "We integrate SCADA systems in the Gulf and would like to become a reseller." },
  enquiry({ daysAgo: 41, hour: 9, status: "closed", inProgressAfter: 4, closedAfter: 96, name: "Priya Natarajan", company: "Natarajan Textiles", mobile: "+91 94430 44504", email: "priya@natarajan-textiles.example", location: "Coimbatore", lookingFor: "Managed switches for the new spinning mill", quote: [{ model: "ISW-800G-UM", quantity: 12 }, { model: "ISW-8PG-POE", quantity: 4, note: "for the camera network" }] }),
  enquiry({ daysAgo: 27, hour: 13, status: "closed", inProgressAfter: 6, closedAfter: 40, name: "Vikram Singh", company: "Singh Rail Systems", mobile: "+91 98100 55605", email: "vikram@singhrail.example", location: "New Delhi", lookingFor: "Rugged box PCs for trackside cabinets", model: "EBX-6412-6C" }),
  { kind: "support", daysAgo: 24, hour: 10, status: "closed", inProgressAfter: 1, closedAfter: 9, firstName: "Lakshmi", lastName: "Iyer", email: "lakshmi.iyer@example.com", product: "ISW-800G-UM", subject: "Ring recovery time after firmware update", message: "After updating to 2.3 our ring takes 2 seconds to recover. Is there a setting we missed?" },
  enquiry({ daysAgo: 20, hour: 15, status: "in_progress", inProgressAfter: 3, name: "Arjun Reddy", company: "Reddy Retail", mobile: "+91 99490 66706", email: "arjun@reddyretail.example", location: "Hyderabad", lookingFor: "Self-ordering kiosks for 10 outlets", model: "TSK-3200-SO" }),
  enquiry({ daysAgo: 16, hour: 11, status: "closed", inProgressAfter: 2, closedAfter: 22, name: "Fatima Begum", company: "Begum Pharma", mobile: "+91 98490 77807", email: "fatima@begumpharma.example", location: "Hyderabad", lookingFor: "Panel PCs for clean-room HMIs", model: "SPC-1500-SS69" }),
  { kind: "contact", daysAgo: 13, hour: 9, status: "in_progress", inProgressAfter: 20, firstName: "Kavitha", lastName: "Pillai", email: "kavitha@pillai-events.example", subject: "Demo units for an exhibition", message: "Could we borrow two kiosks for a trade show in Kochi next month?" },
  enquiry({ daysAgo: 11, hour: 14, status: "in_progress", inProgressAfter: 5, name: "Manoj Kumar", company: "Kumar Energy", mobile: "+91 94440 88908", email: "manoj@kumarenergy.example", location: "Chennai", lookingFor: "Edge gateways for 25 solar sites", model: "EBX-5105-MINI" }),
  { kind: "support", daysAgo: 9, hour: 12, status: "in_progress", inProgressAfter: 4, firstName: "Sanjay", lastName: "Gupta", email: "sanjay.gupta@example.com", company: "Gupta Controls", product: "MB-ITX-Q670E", subject: "BIOS update fails at 80 %", message: "Flashing BIOS 1.08 from the UEFI shell stops at 80 % with an error. The board still boots on 1.05." },
  enquiry({ daysAgo: 7, hour: 10, status: "in_progress", inProgressAfter: 1, name: "Neha Joshi", company: "Joshi Warehousing", mobile: "+91 98220 99009", email: "neha@joshiwarehousing.example", location: "Pune", lookingFor: "Rack servers for a warehouse control room", quote: [{ model: "RMC-2U-61850", quantity: 2 }, { model: "RMC-1U-I5S", quantity: 3 }] }),
  enquiry({ daysAgo: 5, hour: 16, status: "new", name: "Ravi Chandran", company: "Chandran Plastics", mobile: "+91 97890 10110", email: "ravi@chandranplastics.example", location: "Madurai", lookingFor: "HMI panel PCs for injection moulding machines", model: "SPC-1500-SS69" }),
  { kind: "contact", daysAgo: 4, hour: 11, status: "new", firstName: "Meera", lastName: "Das", email: "meera.das@example.com", subject: "Careers in embedded design", message: "Are you hiring embedded engineers in Chennai this year?" },
  enquiry({ daysAgo: 3, hour: 9, status: "new", name: "Harish Bhat", company: "Bhat Agritech", mobile: "+91 98450 12112", email: "harish@bhatagritech.example", location: "Mangaluru", lookingFor: "GPS trackers for tractors, 150 units", model: "GTV-140-4G" }),
  {
    kind: "support",
    daysAgo: 2,
    hour: 8,
    status: "new",
    firstName: "Gopal",
    lastName: "Srinivasan",
    email: "gopal.s@example.com",
    company: "Srinivasan Mills",
    product: "SDS-1400-I",
    subject: "Device server loses its IP address",
    message: "After a power cut the SDS-1400-I comes back with 192.168.127.254 instead of our static address.",
    mailFailed: "connect ECONNREFUSED 10.0.0.25:587",
  },
  enquiry({ daysAgo: 1, hour: 15, status: "new", name: "Asha Kulkarni", company: "Kulkarni Transport", mobile: "+91 99220 13113", email: "asha@kulkarnitransport.example", location: "Nagpur", lookingFor: "Dash cameras with ADAS for 30 buses", model: "GTV-CAM-ADAS" }),
  enquiry({ daysAgo: 0, hour: 7, status: "new", name: "Suresh Patel", company: "Patel Chemicals", mobile: "+91 98250 14114", email: "suresh@patelchemicals.example", location: "Vadodara", lookingFor: "Explosion-proof panel PC options", model: "SPC-1500-SS69" }),
];
