import { escapeHtml } from '../../../http/escape-html.js';
import { type Language, type Message, type MessageId, translate } from '../../../i18n/index.js';

export interface ChooserForm {
  action: string;
  name: string;
  email: string;
  /** Already in the page's language. */
  errors: { name?: string | undefined; email?: string | undefined };
}

function field(id: 'name' | 'email', label: string, type: string, form: ChooserForm) {
  const error = form.errors[id];
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<p>
  <label for="${id}">${escapeHtml(label)}</label>
  <input id="${id}" name="${id}" type="${type}" value="${escapeHtml(form[id])}" required autocomplete="${id}"${described}>
  ${error ? `<span id="${id}-error" class="error">${escapeHtml(error)}</span>` : ''}
</p>`;
}

/**
 * The local issuer's sign-in page: whoever runs the server on this machine picks the name and email to
 * sign in as. It is a plain form so it works without scripts and with assistive technology.
 */
export function accountChooserPage(form: ChooserForm, language: Language): string {
  const t = (id: MessageId) => escapeHtml(translate(language, id));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('issuer.chooser_title')}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 4rem auto; padding: 0 1rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { width: 100%; padding: .5rem; font-size: 1rem; box-sizing: border-box; }
  button { padding: .6rem 1.2rem; font-size: 1rem; }
  .error { color: #b00020; }
</style>
</head>
<body>
<main>
<h1>${t('issuer.chooser_heading')}</h1>
<p>${t('issuer.chooser_intro')}</p>
<form method="post" action="${escapeHtml(form.action)}" novalidate>
${field('name', translate(language, 'issuer.name_label'), 'text', form)}
${field('email', translate(language, 'issuer.email_label'), 'email', form)}
<button type="submit">${t('issuer.continue')}</button>
</form>
</main>
</body>
</html>`;
}

/** A dead end of the local sign-in; `technical` is the issuer's own (English) reason, for developers. */
export function issuerErrorPage(
  language: Language,
  page: { title: MessageId; detail: MessageId | Message; technical?: string },
): string {
  const title = escapeHtml(translate(language, page.title));
  const technical = page.technical ? `<p><small><code>${escapeHtml(page.technical)}</code></small></p>` : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(translate(language, page.detail))}</p>${technical}</main></body>
</html>`;
}
