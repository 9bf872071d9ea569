package jvsim.vm;

/**
 * Conversion between host strings and java.lang.String objects of the target (JDK 17 layout:
 * byte[] value with coder LATIN1 = 0 or UTF16 = 1, UTF16 in little-endian byte order).
 */
public final class Strings {
    private final Vm vm;
    private int valueSlot = -1, coderSlot;
    private VmClass byteArray;

    Strings(Vm vm) { this.vm = vm; }

    private void init() {
        valueSlot = vm.known.stringValue.field().slot;
        coderSlot = vm.known.stringCoder.field().slot;
        byteArray = vm.classes.arrayOf(vm.classes.primitive('B'));
    }

    public VmObject newString(String s) {
        if (valueSlot < 0) init();
        VmObject str = vm.heap.newObject(vm.classes.stringClass());
        boolean latin1 = true;
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) > 0xff) { latin1 = false; break; }
        byte[] bytes;
        if (latin1) {
            bytes = new byte[s.length()];
            for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) s.charAt(i);
        } else {
            bytes = new byte[s.length() * 2];
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                bytes[2 * i] = (byte) c;
                bytes[2 * i + 1] = (byte) (c >> 8);
            }
            str.p[coderSlot] = 1;
        }
        str.r[valueSlot] = vm.heap.wrapArray(byteArray, bytes, bytes.length);
        return str;
    }

    /** Host copy of a target string; null for null. */
    public String toHost(VmObject str) {
        if (str == null) return null;
        if (valueSlot < 0) init();
        VmObject value = str.r[valueSlot];
        byte[] b = value.bytes();
        if (str.p[coderSlot] == 0) {
            char[] cs = new char[b.length];
            for (int i = 0; i < b.length; i++) cs[i] = (char) (b[i] & 0xff);
            return new String(cs);
        }
        char[] cs = new char[b.length / 2];
        for (int i = 0; i < cs.length; i++) cs[i] = (char) ((b[2 * i] & 0xff) | ((b[2 * i + 1] & 0xff) << 8));
        return new String(cs);
    }
}
