import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { I18nProvider } from "./i18n-provider.tsx";
import { loadMessages } from "./messages.ts";
import { defineMessages, useIntl } from "./use-intl.ts";

const messages = defineMessages({
  hello: { id: "test.pseudoHello", defaultMessage: "Hello, {name}" },
});

function Hello() {
  const intl = useIntl();
  return <p>{intl.formatMessage(messages.hello, { name: "Ana" })}</p>;
}

// The cookie the footer switch (or a journey) sets, written and cleared as the browser would.
const choosePseudo = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets what a visitor's choice writes.
  document.cookie = "coastal_lang=en-XA; path=/";
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what it set.
  document.cookie = "coastal_lang=; path=/; max-age=0";
  document.documentElement.lang = "en";
});

describe("the pseudo-locale on the web", () => {
  it("speaks en-XA when the visitor chose it and the server offers it", async () => {
    choosePseudo();
    serveApi({
      "GET /api/i18n/en-XA": {
        status: 200,
        body: { messages: { "test.pseudoHello": "[!! Ĥḗḗŀŀǿǿ, {name} !!]" } },
      },
    });
    render(
      <I18nProvider language="en" messages={await loadMessages("en")}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByText("[!! Ĥḗḗŀŀǿǿ, Ana !!]")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en-XA");
  });

  it("stays English where the server has no pseudo-locale (production)", async () => {
    choosePseudo();
    serveApi({ "GET /api/i18n/en-XA": { status: 404, body: { code: "NOT_FOUND" } } });
    render(
      <I18nProvider language="en" messages={await loadMessages("en")}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByText("Hello, Ana")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
  });

  it("asks for nothing when the visitor did not choose it", async () => {
    const asked = serveApi({});
    expect(await loadMessages("en")).toEqual({});
    expect(asked).toEqual([]);
  });
});
