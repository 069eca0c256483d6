import { escapeHtml, page, type Branding } from './html.js';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';

export interface SignInForm {
  /** Where the form posts to. */
  action: string;
  /** Prefilled email: what the user typed before, or the client's login_hint. */
  email?: string;
  /** Shown above the form and tied to the fields for screen readers. */
  error?: string;
  /** The application the user is signing in to. */
  clientName: string;
}

/**
 * The sign-in form. It needs no CSRF token of its own: oidc-provider binds it to the browser with the
 * interaction cookie (SameSite=Lax, path of this very interaction), which a cross-site POST does not carry.
 */
export function signInPage(branding: Branding, form: SignInForm): string {
  const email = form.email ?? '';
  const invalid = form.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const error = form.error
    ? `<p class="error" id="form-error" role="alert">${escapeHtml(form.error)}</p>`
    : '';
  return page(
    branding,
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">to continue to ${escapeHtml(form.clientName)}
<span lang="ar" dir="rtl">تسجيل الدخول إلى بوابة الطلاب</span></p>
${error}
<form method="post" action="${escapeHtml(form.action)}" novalidate>
<label for="email">University email</label>
<input id="email" name="email" type="email" value="${escapeHtml(email)}" autocomplete="username"
 inputmode="email" autocapitalize="none" spellcheck="false" required${email ? '' : ' autofocus'}${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}${invalid}>
<button type="submit">Sign in</button>
</form>
<p class="note">Your password is checked here, by the university; the portal never sees it.</p>`,
  );
}

/** A dead end explained in plain words, with the way back. Nothing internal is shown. */
export function messagePage(
  branding: Branding,
  message: { title: string; text: string; detail?: string; back?: string },
): string {
  const detail = message.detail
    ? `<p class="note">Reference: <code>${escapeHtml(message.detail)}</code></p>`
    : '';
  const back = message.back
    ? `<a class="button" href="${escapeHtml(message.back)}">Back to the portal</a>`
    : '';
  return page(
    branding,
    message.title,
    `<h1>${escapeHtml(message.title)}</h1>
<p class="lead">${escapeHtml(message.text)}</p>
${back}
${detail}`,
  );
}

/** Asks before ending the session at the provider; `form` is oidc-provider's hidden form (id op.logoutForm). */
export function signOutPage(branding: Branding, form: string): string {
  return page(
    branding,
    'Sign out',
    `<h1>Sign out?</h1>
<p class="lead">You will be signed out of the university sign-in service on this device.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
  );
}

export function signedOutPage(branding: Branding, back: string): string {
  return messagePage(branding, {
    title: 'Signed out',
    text: 'You have been signed out of the university sign-in service.',
    back,
  });
}
