import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "./i18n-provider.tsx";
import { defineMessages, useIntl } from "./use-intl.ts";

const messages = defineMessages({
  greeting: {
    id: "test.greeting",
    defaultMessage: "{count, plural, one {# new post} other {# new posts}}",
  },
});

function Greeting() {
  const intl = useIntl();
  return <p>{intl.formatMessage(messages.greeting, { count: 2 })}</p>;
}

describe("useIntl", () => {
  it("speaks English with no provider above", () => {
    render(<Greeting />);
    expect(screen.getByText("2 new posts")).toBeInTheDocument();
  });

  it("speaks the provider's language and catalog", () => {
    render(
      <I18nProvider
        language="es"
        messages={{
          "test.greeting":
            "{count, plural, one {# publicación nueva} other {# publicaciones nuevas}}",
        }}
      >
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText("2 publicaciones nuevas")).toBeInTheDocument();
  });
});
