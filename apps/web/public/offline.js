/* global localStorage, navigator, document, location, window */
// The offline page's texts (decision 063): a file of its own, as the site's content security policy allows no inline script.
// The site's five languages (decision 063); the one the site last used, else the browser's.
var TEXTS = {
  fil: [
    'Walang koneksyon',
    'Walang internet ngayon. Suriin ang iyong koneksyon at subukang muli. Ligtas ang iyong balanse.',
    'Subukang muli',
  ],
  en: [
    'You are offline',
    'There is no internet connection right now. Check your connection and try again. Your balance is safe.',
    'Try again',
  ],
  zh: ['您已离线', '当前没有网络连接。请检查网络后重试。您的余额是安全的。', '重试'],
  th: ['ออฟไลน์อยู่', 'ขณะนี้ไม่มีการเชื่อมต่ออินเทอร์เน็ต โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง ยอดเงินของคุณปลอดภัย', 'ลองอีกครั้ง'],
  vi: ['Bạn đang ngoại tuyến', 'Hiện không có kết nối internet. Hãy kiểm tra kết nối và thử lại. Số dư của bạn vẫn an toàn.', 'Thử lại'],
};
var saved = '';
try {
  saved = localStorage.getItem('language') || '';
} catch {
  // Storage refused (private mode): the browser's language.
}
var wanted = (saved || navigator.language || 'fil').toLowerCase();
var code = wanted === 'ty' || wanted.indexOf('tl') === 0 || wanted.indexOf('fil') === 0 ? 'fil' : wanted.slice(0, 2);
var texts = TEXTS[code] || TEXTS.fil;
document.documentElement.lang = code;
document.title = texts[0];
document.getElementById('title').textContent = texts[0];
document.getElementById('text').textContent = texts[1];
document.getElementById('retry').textContent = texts[2];
document.getElementById('retry').addEventListener('click', function () {
  location.reload();
});
window.addEventListener('online', function () {
  location.reload();
});
