/**
 * The document page's templates (Eta: `<%= %>` escapes, `<%~ %>` would not and is not used).
 * Kept as strings so the bundle carries them; no file is read at run time.
 */
export const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans","Noto Sans","Noto Sans Arabic","Noto Sans Hebrew","Noto Sans Devanagari","Noto Sans Thai","Noto Sans JP","Noto Sans SC","Noto Sans KR",sans-serif;color:#1f2328;background:#f4f5f7}
main{max-width:60rem;margin:0 auto;padding:1rem}
.sheet{background:#fff;border-radius:8px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .25rem}
.logo{display:block;max-width:100%;height:auto;margin:0 0 .75rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem;color:#444}
.parties{display:flex;flex-wrap:wrap;gap:1rem 2rem;margin:1rem 0}
.parties section{flex:1 1 14rem}
.parties section.dates{flex:1.5 1 18rem}
.parties p{margin:0}
.muted{color:#59636e}
.transfer{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:flex-start;margin:1.5rem 0}
.transfer dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
.transfer dt{color:#59636e}.transfer dd{margin:0;font-variant-numeric:tabular-nums;word-break:break-all}
.transfer figure{margin:0;text-align:center}.transfer svg{display:block;margin:0 auto .25rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dl.facts dt{color:#59636e}
dl.facts dd{margin:0}
.table{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{padding:.5rem .4rem;border-bottom:1px solid #e1e4e8;text-align:left;vertical-align:top}
th{font-weight:600;color:#444}
td.n,th.n{text-align:right;white-space:nowrap}
.totals{margin-left:auto;max-width:28rem}
.totals td{border:0;padding:.2rem .4rem}
.totals .strong td{font-weight:700;font-size:1.1rem;border-top:2px solid #1f2328}
.state{display:inline-block;padding:.15rem .6rem;border-radius:999px;font-weight:600;font-size:.9rem}
.state.paid{background:#dafbe1;color:#116329}
.state.overdue{background:#ffebe9;color:#a40e26}
.state.info{background:#ddf4ff;color:#0a3069}
.downloads{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0 0;padding:0;list-style:none}
a.button,button{display:inline-block;padding:.6rem 1rem;border-radius:6px;border:1px solid #8c959f;background:#fff;color:#1f2328;font:inherit;text-decoration:none;cursor:pointer}
button.primary,a.button.primary{background:#116329;border-color:#116329;color:#fff}
.choice{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.25rem;padding-top:1rem;border-top:1px solid #e1e4e8}
.choice p{flex-basis:100%;margin:0;font-weight:600}
.choice form{margin:0}
a:focus,button:focus{outline:3px solid #0969da;outline-offset:2px}
@media (max-width:40rem){main{padding:.5rem}.sheet{padding:.75rem}table{font-size:.85rem}th,td{padding:.4rem .2rem}h1{font-size:1.25rem}
.lines thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.lines tr{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));border-bottom:1px solid #e1e4e8}
.lines td{border:0}.lines td:first-child{grid-column:1/-1;padding-bottom:0}
.lines td.n{white-space:normal;overflow-wrap:anywhere}
.lines td.n::before{content:attr(data-label);display:block;font-size:.75rem;color:#59636e}}
`;

/** The head every page shares: its language and title are template expressions. */
const head = (lang: string, title: string) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title}</title>
<style><%~ it.styles %></style>
</head>`;

/** The page of one document. */
export const documentTemplate = `${head('<%= it.words.lang %>', '<%= it.title %> · <%= it.seller.name %>')}
<body>
<main>
<article class="sheet">
<header>
<% if (it.logo) { %><img class="logo" src="<%= it.logo.src %>" width="<%= it.logo.width %>" height="<%= it.logo.height %>" alt="<%= it.seller.name %>"><% } %>
<h1><%= it.title %></h1>
<% if (it.state) { %><p><span class="state <%= it.state.tone %>"><%= it.state.text %></span></p><% } %>
</header>
<div class="parties">
<section aria-label="<%= it.words.from %>">
<p class="muted"><%= it.words.from %></p>
<p dir="auto"><strong><%= it.seller.name %></strong><% if (it.seller.tradeName) { %> (<%= it.seller.tradeName %>)<% } %></p>
<% it.seller.lines.forEach(function (line) { %><p dir="auto"><%= line %></p><% }) %>
</section>
<section aria-label="<%= it.words.billTo %>">
<p class="muted"><%= it.words.billTo %></p>
<p dir="auto"><strong><%= it.client.name %></strong></p>
<% it.client.lines.forEach(function (line) { %><p dir="auto"><%= line %></p><% }) %>
</section>
<section class="dates">
<dl class="facts">
<% it.facts.forEach(function (fact) { %><dt><%= fact.label %></dt><dd><%= fact.value %></dd><% }) %>
</dl>
</section>
</div>
<div class="table">
<table class="lines">
<thead><tr><th scope="col"><%= it.words.description %></th><th scope="col" class="n"><%= it.words.quantity %></th><th scope="col" class="n"><%= it.words.unitPrice %></th><th scope="col" class="n"><%= it.words.vat %></th><th scope="col" class="n"><%= it.words.total %></th></tr></thead>
<tbody>
<% it.lines.forEach(function (line) { %><tr><td dir="auto"><%= line.description %><% if (line.discount) { %><br><small><%= line.discount %></small><% } %></td><td class="n" data-label="<%= it.words.quantity %>"><%= line.quantity %></td><td class="n" data-label="<%= it.words.unitPrice %>"><%= line.unitPrice %></td><td class="n" data-label="<%= it.words.vat %>"><%= line.vat %></td><td class="n" data-label="<%= it.words.total %>"><%= line.total %></td></tr>
<% }) %>
</tbody>
</table>
</div>
<h2><%= it.words.vat %></h2>
<div class="table">
<table>
<thead><tr><th scope="col"><%= it.words.vat %></th><th scope="col" class="n"><%= it.words.vatBase %></th><th scope="col" class="n"><%= it.words.vatAmount %></th></tr></thead>
<tbody>
<% it.rates.forEach(function (rate) { %><tr><td><%= rate.rate %></td><td class="n"><%= rate.base %></td><td class="n"><%= rate.vat %></td></tr>
<% }) %>
</tbody>
</table>
</div>
<table class="totals">
<tbody>
<% it.totals.forEach(function (total) { %><tr<% if (total.strong) { %> class="strong"<% } %>><td><%= total.label %></td><td class="n"><%= total.value %></td></tr>
<% }) %>
</tbody>
</table>
<% if (it.mandate && it.mandate.signed) { %><section class="mandate"><h2><%= it.words.mandateTitle %></h2><p><%= it.words.mandateSigned %> <%= it.mandate.signed.rum %> (<%= it.mandate.signed.date %>)</p></section>
<% } else if (it.mandate) { %><section class="mandate"><h2><%= it.words.mandateTitle %></h2>
<form method="post" action="<%= it.mandate.action %>"><input type="hidden" name="form_token" value="<%= it.mandate.formToken %>">
<p><label><%= it.words.mandateHolder %> <input name="name" maxlength="70" required autocomplete="name"></label></p>
<p><label>IBAN <input name="iban" maxlength="42" required autocomplete="off"></label></p>
<p><label><input type="checkbox" name="consent" value="yes" required> <%= it.mandate.authorisation %></label></p>
<p><button type="submit"><%= it.words.mandateSign %></button></p></form></section>
<% } %>
<% if (it.pay && it.pay.part) { %><form class="pay" method="get" action="<%= it.pay.action %>"><label><%= it.words.amountToPay %> <input type="number" name="amount" min="<%= it.pay.part.least %>" max="<%= it.pay.part.most %>" step="0.01" value="<%= it.pay.part.most %>" required></label> <button type="submit" class="primary"><%= it.words.payOnline %></button></form>
<% } else if (it.pay) { %><p class="pay"><a class="button primary" href="<%= it.pay.action %>"><%= it.words.payOnline %></a></p><% } %>
<% if (it.transfer) { %><section class="transfer" aria-label="<%= it.words.payByTransfer %>">
<div>
<h2><%= it.words.payByTransfer %></h2>
<dl>
<% it.transfer.lines.forEach(function (line) { %><dt><%= line.label %></dt><dd><%= line.value %></dd>
<% }) %>
</dl>
</div>
<% if (it.transfer.qr) { %><figure><%~ it.transfer.qr %><figcaption class="muted"><%= it.words.scanToPay %></figcaption></figure><% } %>
</section><% } %>
<% if (it.mentions.length) { %><section class="mentions">
<% it.mentions.forEach(function (mention) { %><p class="muted"><%= mention %></p><% }) %>
</section><% } %>
<h2><%= it.words.downloads %></h2>
<ul class="downloads">
<% it.downloads.forEach(function (file) { %><li><a class="button" href="<%= file.href %>"><%= file.label %></a></li>
<% }) %>
</ul>
<% if (it.choice) { %>
<div class="choice">
<p><%= it.words.choose %></p>
<form method="post" action="<%= it.choice.acceptAction %>"><input type="hidden" name="form_token" value="<%= it.choice.formToken %>"><button type="submit" class="primary"><%= it.words.accept %></button></form>
<form method="post" action="<%= it.choice.declineAction %>"><input type="hidden" name="form_token" value="<%= it.choice.formToken %>"><button type="submit"><%= it.words.decline %></button></form>
</div>
<% } %>
</article>
</main>
</body>
</html>
`;

/** A page with one message: not found, already answered, refused. */
export const messageTemplate = `${head('<%= it.lang %>', '<%= it.title %>')}
<body>
<main>
<article class="sheet">
<h1><%= it.title %></h1>
<p><%= it.text %></p>
<% if (it.back) { %><p><a class="button" href="<%= it.back.href %>"><%= it.back.label %></a></p><% } %>
</article>
</main>
</body>
</html>
`;
