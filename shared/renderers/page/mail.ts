import type { Presentation } from '../../features/documents/presentation.ts';
import type { Wording } from '../../features/documents/wording.ts';
import { LOGO_CID } from '../../features/mailing/mail.ts';
import { fittedPixels } from '../../features/profile/logo.ts';
import { htmlTemplate } from './html-template.ts';

/**
 * The HTML part of a document's e-mail, in the page's design: styles inline (mail clients drop
 * style sheets), no script, and no image but the seller's logo (attached inline, never fetched). The text part says the same; this one adds the
 * document's figures as the PDF and the page show them, and a button to the page.
 */
const template = `<!doctype html>
<html lang="<%= it.lang %>"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title><%= it.subject %></title></head>
<body style="margin:0;padding:24px;background:#f6f8fa;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:24px">
<% if (it.shown.seller.logo) { %><p style="margin:0 0 16px"><img src="cid:<%= it.logoCid %>" width="<%= it.logoSize.width %>" height="<%= it.logoSize.height %>" alt="<%= it.shown.seller.name %>" style="display:block;border:0"></p><% } %>
<p dir="auto" style="margin:0 0 16px;font-size:13px;color:#59636e"><%= it.shown.seller.name %></p>
<% it.paragraphs.forEach(function (p) { %><p dir="auto" style="margin:0 0 12px;line-height:1.5"><% p.forEach(function (line, i) { %><% if (i) { %><br><% } %><%= line %><% }) %></p>
<% }) %>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;font-size:14px">
<tr><td style="padding:6px 0;color:#59636e"><%= it.shown.title %></td><td style="padding:6px 0;text-align:right;font-weight:600"><%= it.shown.number %></td></tr>
<% it.shown.facts.slice(0, 2).forEach(function (f) { %><tr><td style="padding:6px 0;color:#59636e"><%= f.label %></td><td style="padding:6px 0;text-align:right"><%= f.value %></td></tr>
<% }) %><% it.shown.totals.filter(function (t) { return t.strong; }).forEach(function (t) { %><tr><td style="padding:6px 0;border-top:1px solid #d0d7de;font-weight:600"><%= t.label %></td><td style="padding:6px 0;border-top:1px solid #d0d7de;text-align:right;font-weight:600"><%= t.value %></td></tr>
<% }) %>
</table>
<% if (it.link) { %><p style="margin:16px 0 0"><a href="<%= it.link %>" style="display:inline-block;background:#1f6feb;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;font-weight:600"><%= it.linkLabel %></a></p><% } %>
</div>
</body></html>`;

/** What the mail's template reads. */
interface MailView {
  lang: string;
  subject: string;
  shown: Presentation;
  paragraphs: string[][];
  link: string | undefined;
  linkLabel: string;
  logoCid: string;
  logoSize: { width: number; height: number } | undefined;
}

const mailPage = htmlTemplate<MailView>(template);

/** The HTML part of a document's e-mail: its text (paragraphs as written), its figures, the link to its page. */
export function documentMailHtml(
  shown: Presentation,
  words: Wording,
  mail: { subject: string; text: string; link?: string },
): string {
  const paragraphs = mail.text.split(/\n\s*\n/).map((p) => p.split('\n'));
  return mailPage({
    lang: words.locale.slice(0, 2),
    subject: mail.subject,
    shown,
    paragraphs,
    link: mail.link,
    linkLabel: `${shown.title} ${shown.number}`,
    logoCid: LOGO_CID,
    logoSize: shown.seller.logo ? fittedPixels(shown.seller.logo.info, { width: 200, height: 64 }) : undefined,
  });
}
