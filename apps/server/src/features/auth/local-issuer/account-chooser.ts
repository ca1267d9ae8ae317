const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ChooserForm {
  action: string;
  name: string;
  email: string;
  errors: { name?: string | undefined; email?: string | undefined };
}

function field(id: 'name' | 'email', label: string, type: string, form: ChooserForm) {
  const error = form.errors[id];
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<p>
  <label for="${id}">${label}</label>
  <input id="${id}" name="${id}" type="${type}" value="${escapeHtml(form[id])}" required autocomplete="${id}"${described}>
  ${error ? `<span id="${id}-error" class="error">${escapeHtml(error)}</span>` : ''}
</p>`;
}

/**
 * The local issuer's sign-in page: whoever runs the server on this machine picks the name and email to
 * sign in as. It is a plain form so it works without scripts and with assistive technology.
 */
export function accountChooserPage(form: ChooserForm): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to Whispy (local)</title>
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
<h1>Sign in to Whispy</h1>
<p>This is the built-in local sign-in, used because Google sign-in is not configured. Choose the name and email to use on this machine.</p>
<form method="post" action="${escapeHtml(form.action)}" novalidate>
${field('name', 'Name', 'text', form)}
${field('email', 'Email', 'email', form)}
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>`;
}

export function issuerErrorPage(title: string, detail: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></main></body>
</html>`;
}
