import { Button, Card, Checkbox, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { useAppInfo } from '../../api/app';
import { login } from '../../api/auth';
import { useCurrentUser } from '../../api/users';
import { safeRedirectTarget } from '../../app/guards/login-redirect';
import { FormFailure } from '../../components/FormFailure';

import { loginFailureKey } from './login-messages';
import { PasswordInput } from '../../components/PasswordInput';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const { data: about } = useAppInfo();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const target = safeRedirectTarget(params.get('redirect'));

  if (user && !isSubmitting) return <Navigate to={target} replace />;

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSubmitting(true);
    setFailure(null);
    const { error } = await login({ username: username.trim(), password, rememberMe });
    setIsSubmitting(false);
    if (!error) {
      await navigate(target, { replace: true });
      return;
    }
    const key = loginFailureKey(error.status);
    setFailure(key ? t(key) : t('auth.failed', { message: error.message }));
  };

  return (
    <Card className="larder-form-card" elevation={1}>
      <H2>{t('auth.title')}</H2>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormFailure message={failure} />
        <FormGroup label={t('auth.usernameOrEmail')} labelFor="login-username">
          <InputGroup
            id="login-username"
            name="username"
            autoComplete="username"
            autoFocus
            size="large"
            leftIcon="user"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormGroup>
        <FormGroup label={t('auth.password')} labelFor="login-password">
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            size="large"
            leftIcon="lock"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormGroup>
        <Checkbox
          label={t('auth.rememberMe')}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.currentTarget.checked)}
        />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          loading={isSubmitting}
          disabled={!username.trim() || !password}
        >
          {t('auth.login')}
        </Button>
      </form>
      <p className="larder-form-footer larder-login-links">
        <Link to="/forgot-password">{t('account.forgotLink')}</Link>
        {about?.allowSignup ? <Link to="/register">{t('account.createAccount')}</Link> : null}
      </p>
    </Card>
  );
}
