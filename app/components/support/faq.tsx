import { Icon } from "~/components/icons/icon";

const questions = [
  {
    question: "How do I find the right driver for my product?",
    answer:
      "Open the Downloads section above, expand your product's category and pick the driver matching your model number and operating system. The model number is printed on the label at the back or bottom of the unit.",
  },
  {
    question: "How long does it take to get a reply to a support request?",
    answer:
      "Our support team replies to every request within 24-48 hours on business days, usually much sooner.",
  },
  {
    question: "What does the warranty cover?",
    answer:
      "Our products carry a standard warranty against manufacturing defects. Damage from misuse, unauthorised repairs or operation outside the rated conditions is not covered.",
  },
  {
    question: "How do I send a product for repair?",
    answer:
      "Submit a support request with the model and serial number and a description of the fault. We will send you a return authorisation number and shipping instructions.",
  },
  {
    question: "Do you offer long-term availability and spare parts?",
    answer:
      "Yes. Our industrial platforms are built for long life cycles, and we keep spare parts and offer repair services long after a product is introduced.",
  },
  {
    question: "Can you customise a product for my application?",
    answer:
      "Many products can be configured with different processors, memory, storage, I/O and enclosures. Tell us about your application and our engineers will suggest a configuration.",
  },
];

/** The support page's six frequently asked questions; each opens without JavaScript. */
export function SupportFaq() {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 space-y-3">
        {questions.map((item) => (
          <details
            key={item.question}
            className="group rounded-lg border border-line bg-surface"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="border-t border-line px-5 py-4 text-body">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
