import type { BrandSeed } from '../modules/brands/index.ts';

type HelpCategory = NonNullable<BrandSeed['helpCategories']>[number];

/** The demo brand's help centre, in Filipino and English (other languages read the English). */
export const DEMO_HELP: HelpCategory[] = [
  {
    slug: 'account',
    titles: { TY: 'Account', EN: 'Account', ZH: '账户', TH: 'บัญชี', VI: 'Tài khoản' },
    articles: [
      {
        slug: 'register',
        language: 'TY',
        title: 'Paano magparehistro',
        html: '<p>Pindutin ang <strong>Magrehistro</strong> sa itaas ng pahina. Maaari kang gumamit ng username o ng iyong mobile number. Kailangan mong sumang-ayon sa mga tuntunin at kumpirmahing ikaw ay 18 taong gulang pataas.</p>',
      },
      {
        slug: 'register',
        language: 'EN',
        title: 'How to register',
        html: '<p>Press <strong>Register</strong> at the top of the page. You can sign up with a username or with your mobile number. You must accept the terms and confirm that you are 18 or over.</p>',
      },
      {
        slug: 'forgot-password',
        language: 'TY',
        title: 'Nakalimutan ang password',
        html: '<p>Sa login, piliin ang <strong>Nakalimutan ang password?</strong>. Ilagay ang iyong mobile number para makatanggap ng code, pagkatapos ay itakda ang bagong password. Maaari ring gamitin ang iyong e-mail kung naka-link ito sa account.</p>',
      },
      {
        slug: 'forgot-password',
        language: 'EN',
        title: 'Forgotten password',
        html: '<p>On the login form choose <strong>Forgot password?</strong>. Enter your mobile number to receive a code, then set a new password. You can also use your e-mail if it is linked to your account.</p>',
      },
    ],
  },
  {
    slug: 'funds',
    titles: { TY: 'Deposito at Withdrawal', EN: 'Deposits and Withdrawals', ZH: '存款与取款', TH: 'ฝากและถอน', VI: 'Nạp và rút tiền' },
    articles: [
      {
        slug: 'deposit',
        language: 'TY',
        title: 'Paano magdeposito',
        html: '<p>Buksan ang <strong>Deposito</strong> sa member centre, pumili ng paraan ng pagbabayad at halaga, at sundin ang mga tagubilin. Ang bawat paraan ay may sariling minimum at maximum na halaga.</p>',
      },
      {
        slug: 'deposit',
        language: 'EN',
        title: 'How to deposit',
        html: '<p>Open <strong>Deposit</strong> in the member centre, choose a payment method and an amount, and follow the instructions. Each method has its own minimum and maximum amount.</p>',
      },
      {
        slug: 'withdraw',
        language: 'TY',
        title: 'Paano mag-withdraw',
        html: '<p>Mag-link muna ng bank o e-wallet account gamit ang iyong payment password. Pagkatapos maaprubahan at maipadala ang withdrawal, kumpirmahin kung natanggap mo ito.</p>',
      },
      {
        slug: 'withdraw',
        language: 'EN',
        title: 'How to withdraw',
        html: '<p>First link a bank or e-wallet account using your payment password. Once the withdrawal is approved and sent, confirm whether you received it.</p>',
      },
    ],
  },
  {
    slug: 'responsible-gaming',
    titles: { TY: 'Responsableng Paglalaro', EN: 'Responsible Gaming', ZH: '理性游戏', TH: 'การเล่นอย่างรับผิดชอบ', VI: 'Chơi có trách nhiệm' },
    articles: [
      {
        slug: 'limits',
        language: 'TY',
        title: 'Magtakda ng limitasyon',
        html: '<ul><li>Magpasya kung magkano ang kaya mong gastusin bago maglaro.</li><li>Huwag habulin ang talo.</li><li>Magpahinga nang madalas.</li></ul><p>Kung kailangan mo ng tulong, makipag-ugnayan sa aming customer service.</p>',
      },
      {
        slug: 'limits',
        language: 'EN',
        title: 'Setting limits',
        html: '<ul><li>Decide how much you can afford to spend before you play.</li><li>Never chase losses.</li><li>Take regular breaks.</li></ul><p>If you need help, contact our customer service.</p>',
      },
    ],
  },
];
