import { Anchor, Code, Image, Table, Typography } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { Children, isValidElement, type ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";
import { CodeBlock } from "./CodeBlock";

/** A fenced block's code element: its text and `language-…` class. */
function FencedCode({ children }: { children?: ReactNode }) {
  const code = Children.toArray(children).find(isValidElement) as { props: { className?: string; children?: ReactNode } } | undefined;
  const raw = code?.props.children;
  const text = (typeof raw === "string" ? raw : "").replace(/\n$/, "");
  return <CodeBlock code={text} language={/language-(\S+)/.exec(code?.props.className ?? "")?.[1]} />;
}

/** Where a picture's address leads, read as the browser would (relative to this page); undefined when it is no address. */
function imageUrl(src: string): URL | undefined {
  try {
    return new URL(src, location.origin);
  } catch {
    return undefined;
  }
}

/**
 * A picture in an answer. Only the product's own (and inline data) are loaded: a model misled by
 * what it read could write an image whose address carries the chat to another site, which loading
 * it would send. Any other is a link naming its site, opened only if the reader chooses to.
 */
function AnswerImage({ src, alt }: { src: string; alt: string }) {
  const url = imageUrl(src);
  const own = /^(data:image\/|blob:)/i.test(src) || url?.origin === location.origin;
  if (own) return <Image src={src} alt={alt} maw="100%" radius="sm" fit="contain" />;
  return (
    <Anchor href={url?.href} target="_blank" rel="noreferrer noopener" size="sm">
      <IconPhotoOff size={14} aria-hidden style={{ verticalAlign: "middle", marginRight: 4 }} />
      {alt || "A picture"} (from {url?.host || "another site"}, not loaded)
    </Anchor>
  );
}

const components: Components = {
  pre: ({ children }) => <FencedCode>{children}</FencedCode>,
  code: ({ children }) => <Code>{children}</Code>,
  // The product's own paths (a drafted video's editor) open in the app; others in a new tab.
  a: ({ href = "", children }) =>
    href.startsWith("/") ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noreferrer">
        {children}
      </Anchor>
    ),
  img: ({ src, alt }) => <AnswerImage src={typeof src === "string" ? src : ""} alt={alt ?? ""} />,
  table: ({ children }) => (
    <Table withTableBorder withColumnBorders striped my="xs">
      {children}
    </Table>
  ),
};

/** An answer's Markdown: GitHub's tables and task lists, code blocks with a copy button, images and links. */
export function Markdown({ text }: { text: string }) {
  return (
    <Typography fz="sm">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </ReactMarkdown>
    </Typography>
  );
}
