package conformance;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
import java.util.UUID;
import java.util.zip.Adler32;
import java.util.zip.CRC32;

public class ChecksumsEncoding {
    static int fnv1a(byte[] data) {
        int h = 0x811c9dc5;
        for (byte b : data) {
            h ^= b & 0xff;
            h *= 16777619;
        }
        return h;
    }

    static long crcManual(byte[] data) {
        int crc = 0xFFFFFFFF;
        for (byte b : data) {
            crc ^= b & 0xFF;
            for (int k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xEDB88320 & -(crc & 1));
        }
        return ~crc & 0xFFFFFFFFL;
    }

    public static void main(String[] args) {
        String[] inputs = {"", "a", "abc", "The quick brown fox jumps over the lazy dog", "123456789"};
        for (String s : inputs) {
            byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
            CRC32 crc = new CRC32();
            crc.update(bytes);
            Adler32 adler = new Adler32();
            adler.update(bytes);
            System.out.println("[" + s + "] crc32 " + Long.toHexString(crc.getValue()) + " manual " + Long.toHexString(crcManual(bytes)) + " adler32 " + Long.toHexString(adler.getValue()) + " fnv1a " + Integer.toHexString(fnv1a(bytes)));
        }
        CRC32 inc = new CRC32();
        for (int i = 0; i < 100; i++) inc.update(i);
        System.out.println("incremental crc " + inc.getValue());
        Base64.Encoder enc = Base64.getEncoder();
        for (String s : new String[]{"", "f", "fo", "foo", "foob", "fooba", "foobar", "\u00ff\u00fe binary?"}) {
            String e = enc.encodeToString(s.getBytes(StandardCharsets.ISO_8859_1));
            System.out.println("base64 [" + s.length() + "] " + e + " url " + Base64.getUrlEncoder().withoutPadding().encodeToString(s.getBytes(StandardCharsets.ISO_8859_1)) + " roundtrip " + new String(Base64.getDecoder().decode(e), StandardCharsets.ISO_8859_1).equals(s));
        }
        System.out.println("mime " + Base64.getMimeEncoder().encodeToString(new byte[60]).replace("\r\n", "<CRLF>"));
        try {
            Base64.getDecoder().decode("!!!");
        } catch (IllegalArgumentException e) {
            System.out.println("bad base64 " + e.getMessage());
        }
        HexFormat hex = HexFormat.of();
        byte[] raw = {0, 1, 127, -128, -1, 0x5a};
        System.out.println("hex " + hex.formatHex(raw) + " upper " + HexFormat.ofDelimiter(":").withUpperCase().formatHex(raw) + " parse " + java.util.Arrays.toString(hex.parseHex("cafebabe")) + " toHexDigits " + hex.toHexDigits((short) 0x1f2e));
        UUID u = new UUID(0x123456789abcdefL, 0xfedcba9876543210L);
        System.out.println("uuid " + u + " version " + u.version() + " variant " + u.variant() + " fromString " + UUID.fromString("00000000-0000-0001-0000-000000000002").getLeastSignificantBits() + " hash " + u.hashCode() + " compare " + u.compareTo(new UUID(0, 0)));
        ByteBuffer bb = ByteBuffer.allocate(16);
        bb.putInt(0x01020304).putLong(-2L).putShort((short) 7);
        System.out.println("bytebuffer big-endian " + java.util.Arrays.toString(bb.array()) + " position " + bb.position());
        ByteBuffer le = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        le.putInt(0x01020304).putFloat(1.5f);
        le.flip();
        System.out.println("little-endian " + java.util.Arrays.toString(le.array()) + " getInt " + Integer.toHexString(le.getInt()) + " getFloat " + le.getFloat() + " remaining " + le.remaining());
        ByteBuffer wrap = ByteBuffer.wrap(new byte[]{0x40, 0x09, 0x21, (byte) 0xfb, 0x54, 0x44, 0x2d, 0x18});
        System.out.println("wrap getDouble " + wrap.getDouble() + " asIntBuffer " + ByteBuffer.wrap(new byte[]{0, 0, 0, 9, 0, 0, 1, 0}).asIntBuffer().get(1));
    }
}
