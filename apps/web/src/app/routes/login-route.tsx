import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useWhitelabel } from '../../lib/brand';
import { useModal } from '../../lib/modal';

/**
 * /login (named by the guard; its page is not shown in the spec): the brand's logo behind the
 * login dialog, or behind whichever account dialog the URL names. Once the dialog is closed the
 * visitor goes home, where the guard, if on, sends them back here.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { data: brand } = useWhitelabel();
  const { openModal, open } = useModal();
  const shown = useRef(false);
  useEffect(() => {
    if (openModal) shown.current = true;
    else if (shown.current) navigate('/index', { replace: true });
    else open('login');
  }, [openModal, open, navigate]);
  return (
    <main id="main" className="login-landing" data-layout="login">
      {brand && <img className="login-landing__logo" src={brand.logoUrl} alt={brand.name} />}
    </main>
  );
}
