/**
 * The default Vietnamese station schedule, as data: the server seeds it into the database, where
 * operators edit it (Vietnam reorganised its provinces in 2025, so names and rotations must be
 * re-verified before launch). Source: DOMAIN.md section 1.
 */
import type { VnFormat } from './vn-tiers.ts';

/** A Vietnamese lottery region: the North draws one station a day, the Centre 2-3, the South 3-4. */
export type VnRegion = 'north' | 'central' | 'south';

/** One station: a unique short code, its Vietnamese name, and the weekdays it draws (0 = Sunday ... 6 = Saturday). */
export interface VnStation {
  code: string;
  region: VnRegion;
  name: string;
  weekdays: readonly number[];
}

/** The prize table each region draws: the North's 27 numbers, the Centre's and South's 18. */
export const VN_REGION_FORMAT: Readonly<Record<VnRegion, VnFormat>> = Object.freeze({ north: 'vn27', central: 'vn18', south: 'vn18' });

/**
 * Default draw start per region, Vietnam time (GMT+7, Asia/Ho_Chi_Minh). Betting must close before
 * it; the cut-off is a per-region setting of the server, not part of this table.
 */
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, string>> = Object.freeze({ south: '16:15', central: '17:15', north: '18:15' });

/** Vietnam's time zone, for the draw times above. */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const station = (code: string, region: VnRegion, name: string, weekdays: number[]): VnStation =>
  Object.freeze({ code, region, name, weekdays: Object.freeze(weekdays) });

/**
 * The default stations. Codes are unique and unambiguous: Hà Nội is one station drawing Monday
 * and Thursday; Đà Nẵng is 'dng' because 'dn' (Đồng Nai) would clash with it on Wednesday;
 * Quảng Ninh 'qn', Quảng Nam 'qnm' and Quảng Ngãi 'qng' are told apart the same way.
 */
export const VN_STATIONS: readonly VnStation[] = Object.freeze([
  // North (XSMB): one station a day.
  station('hn', 'north', 'Hà Nội', [1, 4]),
  station('qn', 'north', 'Quảng Ninh', [2]),
  station('bn', 'north', 'Bắc Ninh', [3]),
  station('hp', 'north', 'Hải Phòng', [5]),
  station('nd', 'north', 'Nam Định', [6]),
  station('tb', 'north', 'Thái Bình', [0]),
  // Centre (XSMT).
  station('py', 'central', 'Phú Yên', [1]),
  station('tth', 'central', 'Thừa Thiên Huế', [1, 0]),
  station('dlk', 'central', 'Đắk Lắk', [2]),
  station('qnm', 'central', 'Quảng Nam', [2]),
  station('dng', 'central', 'Đà Nẵng', [3, 6]),
  station('kh', 'central', 'Khánh Hòa', [3, 0]),
  station('bdi', 'central', 'Bình Định', [4]),
  station('qt', 'central', 'Quảng Trị', [4]),
  station('qb', 'central', 'Quảng Bình', [4]),
  station('gl', 'central', 'Gia Lai', [5]),
  station('nt', 'central', 'Ninh Thuận', [5]),
  station('qng', 'central', 'Quảng Ngãi', [6]),
  station('dno', 'central', 'Đắk Nông', [6]),
  station('kt', 'central', 'Kon Tum', [0]),
  // South (XSMN).
  station('hcm', 'south', 'TP. Hồ Chí Minh', [1, 6]),
  station('dt', 'south', 'Đồng Tháp', [1]),
  station('cm', 'south', 'Cà Mau', [1]),
  station('bt', 'south', 'Bến Tre', [2]),
  station('vt', 'south', 'Vũng Tàu', [2]),
  station('bl', 'south', 'Bạc Liêu', [2]),
  station('dn', 'south', 'Đồng Nai', [3]),
  station('ct', 'south', 'Cần Thơ', [3]),
  station('st', 'south', 'Sóc Trăng', [3]),
  station('tn', 'south', 'Tây Ninh', [4]),
  station('ag', 'south', 'An Giang', [4]),
  station('bth', 'south', 'Bình Thuận', [4]),
  station('vl', 'south', 'Vĩnh Long', [5]),
  station('bd', 'south', 'Bình Dương', [5]),
  station('tv', 'south', 'Trà Vinh', [5]),
  station('la', 'south', 'Long An', [6]),
  station('bp', 'south', 'Bình Phước', [6]),
  station('hg', 'south', 'Hậu Giang', [6]),
  station('tg', 'south', 'Tiền Giang', [0]),
  station('kg', 'south', 'Kiên Giang', [0]),
  station('dl', 'south', 'Đà Lạt', [0]),
]);

/** The stations drawing on a weekday (0 = Sunday), optionally of one region, in table order. */
export function vnStationsOn(weekday: number, region?: VnRegion): VnStation[] {
  return VN_STATIONS.filter((candidate) => candidate.weekdays.includes(weekday) && (!region || candidate.region === region));
}
