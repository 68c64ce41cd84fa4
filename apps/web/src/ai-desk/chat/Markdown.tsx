import { Anchor, Code, Image, Table, Typography } from "@mantine/core";
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
  img: ({ src, alt }) => <Image src={typeof src === "string" ? src : undefined} alt={alt ?? ""} maw="100%" radius="sm" fit="contain" />,
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
