import {
  Children,
  cloneElement,
  type ComponentProps,
  type ReactElement,
} from "react";
import { cx } from "./class-names";

// Each variant and size is one class in app.css: public pages draw a button or two each.
const variants = {
  primary: "btn-primary",
  outline: "btn-outline",
  ghost: "btn-ghost",
  destructive: "btn-destructive",
} as const;

const sizes = {
  sm: "btn-sm",
  md: "btn-md",
  lg: "btn-lg",
  icon: "size-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? AsChild : "button";
  return (
    <Component
      type={asChild ? undefined : (type ?? "button")}
      className={cx(
        "btn",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

type AnyProps = Record<string, unknown>;

/**
 * Renders the single child with these props merged in (classes joined, event handlers of both
 * called, the child's first): Radix's Slot in a few lines, as every public page draws a button.
 */
function AsChild({ children, ...props }: ComponentProps<"button">) {
  const child = Children.only(children) as ReactElement<AnyProps>;
  const own = child.props;
  const merged: AnyProps = {
    ...props,
    ...own,
    className: cx(props.className, own.className as string | undefined),
  };
  for (const [name, handler] of Object.entries(props as AnyProps)) {
    const childHandler = own[name];
    if (
      !/^on[A-Z]/.test(name) ||
      typeof handler !== "function" ||
      typeof childHandler !== "function"
    )
      continue;
    merged[name] = (...args: unknown[]) => {
      childHandler(...args);
      handler(...args);
    };
  }
  return cloneElement(child, merged);
}
