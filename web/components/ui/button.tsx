import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner.tsx";

const variants = {
  primary: "bg-ocean-700 text-white shadow-sm hover:bg-ocean-800 disabled:bg-ocean-700/60",
  secondary:
    "border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50 disabled:text-slate-500",
  ghost: "text-slate-700 hover:bg-slate-100",
  // coral-700: white text on coral-600 would fail WCAG AA contrast.
  danger: "bg-coral-700 text-white hover:bg-red-800 disabled:bg-coral-700/60",
  accent: "bg-sand-300 text-slate-900 shadow-sm hover:bg-sand-400",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names of a button, for links that should look like one. */
export const buttonClasses = (
  variant: ButtonVariant = "primary",
  size: keyof typeof sizes = "md",
) =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]}`;

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  className = "",
  children,
  disabled,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Shows a spinner and blocks a second submit while a request runs. */
  busy?: boolean;
}) {
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, size)} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
