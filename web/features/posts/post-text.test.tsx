import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PostText } from "./post-text.tsx";

const show = (text: string, mentions: { name: string; username: string }[] = []) =>
  render(
    <MemoryRouter>
      <PostText text={text} city="miami" mentions={mentions} />
    </MemoryRouter>,
  );

describe("A post's text", () => {
  it("links stored mentions under the current name, tags to their feed, addresses outward", () => {
    show("Ask @Old_Name about #Café at https://example.com/#top, not @stranger.", [
      { name: "old_name", username: "new-name" },
    ]);
    expect(screen.getByRole("link", { name: "@new-name" })).toHaveAttribute(
      "href",
      "/city/miami/members/new-name",
    );
    expect(screen.getByRole("link", { name: "#Café" })).toHaveAttribute(
      "href",
      "/city/miami/feed?tag=cafe",
    );
    expect(screen.getByRole("link", { name: "https://example.com/#top" })).toHaveAttribute(
      "href",
      "https://example.com/#top",
    );
    // A name the server did not store (not a member) stays text, as does an address's "@".
    expect(screen.queryByRole("link", { name: /stranger/ })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("keeps markup as text", () => {
    const { container } = show('<img src=x onerror="alert(1)"> #tag <b>bold</b>');
    expect(container.querySelector("img, b")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> #tag <b>bold</b>');
  });
});
