// Proves the default station schedule is exactly DOMAIN.md's table (stations per region and
// weekday), with unique, unambiguous lower-case codes and one Hà Nội station drawing twice a week.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VN_DRAW_TIMES, VN_REGION_FORMAT, VN_STATIONS, vnStationsOn } from './vn-stations.ts';
import type { VnRegion } from './vn-stations.ts';

// DOMAIN.md section 1, Monday to Sunday (weekday 1 .. 6, then 0).
const TABLE: Record<VnRegion, string[][]> = {
  north: [['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định'], ['Thái Bình']],
  central: [
    ['Phú Yên', 'Thừa Thiên Huế'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
  ],
  south: [
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
  ],
};

test('every region draws exactly the stations of the DOMAIN table on every weekday', () => {
  for (const region of ['north', 'central', 'south'] as const) {
    TABLE[region].forEach((names, index) => {
      const weekday = (index + 1) % 7;
      assert.deepEqual(
        vnStationsOn(weekday, region)
          .map((station) => station.name)
          .sort(),
        [...names].sort(),
        `${region} weekday ${weekday}`,
      );
    });
  }
  assert.equal(vnStationsOn(3).length, 1 + 2 + 3);
});

test('codes are unique, short lower-case ascii, and unambiguous', () => {
  const codes = VN_STATIONS.map((station) => station.code);
  assert.equal(new Set(codes).size, codes.length);
  for (const code of codes) assert.match(code, /^[a-z]{2,4}$/);
  const byCode = new Map(VN_STATIONS.map((station) => [station.code, station]));
  assert.equal(byCode.get('dn')?.name, 'Đồng Nai');
  assert.equal(byCode.get('dng')?.name, 'Đà Nẵng');
  assert.deepEqual(byCode.get('hn')?.weekdays, [1, 4]);
  assert.equal(VN_STATIONS.filter((station) => station.name === 'Hà Nội').length, 1);
  assert.ok(Object.isFrozen(VN_STATIONS) && Object.isFrozen(VN_STATIONS[0]?.weekdays));
});

test('draw times and tables per region', () => {
  assert.deepEqual(VN_DRAW_TIMES, { south: '16:15', central: '17:15', north: '18:15' });
  assert.deepEqual(VN_REGION_FORMAT, { north: 'vn27', central: 'vn18', south: 'vn18' });
});
