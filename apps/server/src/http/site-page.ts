import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import { PINNED_MERCHANT_META } from '@pkg/contracts/site-page';
import { themeVariables } from '@pkg/contracts/theme-variables';
import type { Brand } from '../modules/brands/index.ts';
import { escapeHtml } from '../lib/html.ts';

/** What the brand's theme colours must look like to be written into the page (the desks allow #rrggbb). */
const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** The brand code a build pinned to one brand writes into its page (vite.config.ts). */
const PINNED = new RegExp(`<meta name="${PINNED_MERCHANT_META}" content="([^"]*)"`);

/** How the page finds its brand: by the request's host name, or by the code a pinned build names. */
export interface PageBrands {
  byHost(hostname: string): Promise<Brand | null>;
  byCode(code: string): Promise<Brand | null>;
}

/** The site's index.html as the brand of a request sees it, ready to send. */
interface RenderedPage {
  text: string;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * The players' site's page (index.html) for every page address, written for the brand of the
 * host name (decision 046): its name as the title (what a tab, a bookmark or a shared link shows
 * before any script runs, and all a crawler without scripts sees) and its theme colours as the
 * page's custom properties and theme colour, so the first paint is in the brand's colours, not the
 * stylesheet's defaults until the start-up code has applied them. Each brand's page is rendered and
 * compressed once, and again only when the page changes (the brand's name or colours, or a new build).
 * A build pinned to one brand (`VITE_MERCHANT`) names it in the page, and gets that brand's page on
 * every host, as its start-up code will show that brand.
 */
export function createSitePage(root: string, brands: PageBrands) {
  const file = path.join(root, 'index.html');
  let template: { text: string; mtimeMs: number } | null = null;
  const rendered = new Map<string, RenderedPage>();

  async function currentTemplate(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (template?.mtimeMs !== mtimeMs) template = { text: await readFile(file, 'utf8'), mtimeMs };
    return template.text;
  }

  async function pageFor(hostname: string): Promise<RenderedPage> {
    const text = await currentTemplate();
    const pinned = PINNED.exec(text)?.[1];
    const brand = await (pinned ? brands.byCode(pinned) : brands.byHost(hostname)).catch(() => null);
    const key = brand?.code ?? '';
    const html = brand ? renderForBrand(text, brand) : text;
    // Rendering is a few replacements; compressing is what costs, so only a changed page is compressed again.
    const cached = rendered.get(key);
    if (cached?.text === html) return cached;
    const bytes = Buffer.from(html);
    const page: RenderedPage = {
      text: html,
      html: bytes,
      gzip: gzipSync(bytes, { level: 9 }),
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    };
    rendered.set(key, page);
    return page;
  }

  /** Answers the page (GET or HEAD), compressed as the client accepts, 304 when its copy is current. */
  return async function sendSitePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = await pageFor(request.hostname);
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip', 'identity']);
    if (encoding === 'br' || encoding === 'gzip') {
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    }
    return reply.send(page.html);
  };
}

/** The template with the brand's title and colours; every value is escaped, a colour that is not one is left out. */
function renderForBrand(template: string, brand: Brand): string {
  const colours = themeVariables(brand.theme).filter(([, value]) => COLOUR.test(value));
  const style = colours.map(([name, value]) => `${name}:${value}`).join(';');
  const background = COLOUR.test(brand.theme.background) ? brand.theme.background : null;
  return template
    .replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes}${style ? ` style="${escapeHtml(style)}"` : ''}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(brand.name)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, (whole, open: string, close: string) =>
      background ? `${open}${escapeHtml(background)}${close}` : whole,
    );
}
