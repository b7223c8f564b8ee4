import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { ZLoginForm } from './schemas.ts';

beforeAll(async () => {
  await initI18n();
});

describe('login form schema', () => {
  it('trims e-mail and password before sending', () => {
    expect(ZLoginForm.parse({ email: '  anna@example.test ', password: ' Demo!2345 ' })).toEqual({ email: 'anna@example.test', password: 'Demo!2345' });
  });

  it('asks for e-mail and password with their own messages', () => {
    const issues = ZLoginForm.safeParse({ email: '  ', password: '' }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['pleaseEmail', 'pleasePassword']);
  });
});

describe('new password form', () => {
  async function submitWith(newPassword: string, confirmPassword: string) {
    const view = render(
      <MantineProvider>
        <NewPasswordForm onSubmit={async () => {}} />
      </MantineProvider>,
    );
    const [password, confirm] = view.container.querySelectorAll('input[type="password"]');
    fireEvent.input(password!, { target: { value: newPassword } });
    fireEvent.input(confirm!, { target: { value: confirmPassword } });
    fireEvent.submit(view.container.querySelector('form')!);
    return view;
  }

  it('shows the policy message in Polish by default', async () => {
    await setUiLanguage('pl');
    const view = await submitWith('short', 'short');
    await waitFor(() => expect(screen.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeTruthy());
    view.unmount();
  });

  it('shows the mismatch message in English', async () => {
    await setUiLanguage('en');
    const view = await submitWith('Fresh#Pass1', 'Fresh#Pass2');
    await waitFor(() => expect(screen.getByText('The passwords do not match')).toBeTruthy());
    view.unmount();
  });

  it('asks for an upper-case letter, then a digit, then a special character', async () => {
    await setUiLanguage('en');
    for (const [value, message] of [
      ['abcdefgh!1', 'The password needs an upper-case letter'],
      ['Abcdefgh!', 'The password needs a digit'],
      ['Abcdefgh1', 'The password needs a special character from @#$%^&+=!'],
    ]) {
      const view = await submitWith(value!, value!);
      await waitFor(() => expect(screen.getByText(message!)).toBeTruthy());
      view.unmount();
    }
  });
});
