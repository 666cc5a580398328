import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useCommonT } from '@/i18n';
import { Input } from './input';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useCommonT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('password.hide') : t('password.show');
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className="pe-11" {...props} />
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
