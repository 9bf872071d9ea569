package jvsim.natives.semantics;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a class file by hand, for constants javac never emits (ldc of method types, method
 * handles and dynamic constants): a constant pool, static methods with given code, and a
 * BootstrapMethods attribute.
 */
final class TinyClassFile {
    private final ByteArrayOutputStream pool = new ByteArrayOutputStream();
    private final DataOutputStream p = new DataOutputStream(pool);
    private final Map<String, Integer> entries = new HashMap<>();
    private int count = 1;
    private final List<int[]> bootstraps = new ArrayList<>();
    private final ByteArrayOutputStream methods = new ByteArrayOutputStream();
    private int methodCount;
    private final int thisClass, superClass;

    TinyClassFile(String name) {
        thisClass = cls(name);
        superClass = cls("java/lang/Object");
    }

    private int entry(String key, Writer w) {
        Integer known = entries.get(key);
        if (known != null) return known;
        try {
            w.write();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int index = count;
        count += key.startsWith("J:") ? 2 : 1;
        entries.put(key, index);
        return index;
    }

    private interface Writer { void write() throws IOException; }

    int utf8(String s) { return entry("U:" + s, () -> { p.writeByte(1); p.writeUTF(s); }); }
    int cls(String name) { int n = utf8(name); return entry("C:" + name, () -> { p.writeByte(7); p.writeShort(n); }); }
    int string(String s) { int n = utf8(s); return entry("S:" + s, () -> { p.writeByte(8); p.writeShort(n); }); }
    int integer(int v) { return entry("I:" + v, () -> { p.writeByte(3); p.writeInt(v); }); }
    int longConstant(long v) { return entry("J:" + v, () -> { p.writeByte(5); p.writeLong(v); }); }
    int nameAndType(String name, String desc) {
        int n = utf8(name), d = utf8(desc);
        return entry("N:" + name + desc, () -> { p.writeByte(12); p.writeShort(n); p.writeShort(d); });
    }
    private int member(int tag, String owner, String name, String desc) {
        int c = cls(owner), nt = nameAndType(name, desc);
        return entry("M" + tag + ":" + owner + "." + name + desc, () -> { p.writeByte(tag); p.writeShort(c); p.writeShort(nt); });
    }
    int field(String owner, String name, String desc) { return member(9, owner, name, desc); }
    int method(String owner, String name, String desc) { return member(10, owner, name, desc); }
    int methodType(String desc) { int d = utf8(desc); return entry("T:" + desc, () -> { p.writeByte(16); p.writeShort(d); }); }
    int methodHandle(int kind, int ref) { return entry("H:" + kind + ":" + ref, () -> { p.writeByte(15); p.writeByte(kind); p.writeShort(ref); }); }
    /** A bootstrap method entry (a method handle and static arguments); returns its index in the attribute. */
    int bootstrap(int handle, int... args) {
        int[] b = new int[args.length + 1];
        b[0] = handle;
        System.arraycopy(args, 0, b, 1, args.length);
        bootstraps.add(b);
        return bootstraps.size() - 1;
    }
    int dynamic(int bootstrap, String name, String desc) {
        int nt = nameAndType(name, desc);
        return entry("D:" + bootstrap + ":" + name + desc, () -> { p.writeByte(17); p.writeShort(bootstrap); p.writeShort(nt); });
    }

    /** A public static method with the given code. */
    void staticMethod(String name, String desc, int maxStack, int maxLocals, byte... code) {
        int n = utf8(name), d = utf8(desc), codeName = utf8("Code");
        try {
            DataOutputStream m = new DataOutputStream(methods);
            m.writeShort(0x0009);
            m.writeShort(n);
            m.writeShort(d);
            m.writeShort(1);
            m.writeShort(codeName);
            m.writeInt(12 + code.length);
            m.writeShort(maxStack);
            m.writeShort(maxLocals);
            m.writeInt(code.length);
            m.write(code);
            m.writeShort(0);
            m.writeShort(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        methodCount++;
    }

    /** ldc_w (or ldc2_w for a long) of constant index, then the return for the descriptor's type. */
    void constantGetter(String name, String returnDesc, int index) {
        boolean wide = returnDesc.equals("J") || returnDesc.equals("D");
        byte ret = switch (returnDesc.charAt(0)) {
            case 'J' -> (byte) 0xad;
            case 'D' -> (byte) 0xaf;
            case 'F' -> (byte) 0xae;
            case 'L', '[' -> (byte) 0xb0;
            default -> (byte) 0xac;
        };
        staticMethod(name, "()" + returnDesc, 2, 0, (byte) (wide ? 0x14 : 0x13), (byte) (index >> 8), (byte) index, ret);
    }

    byte[] bytes() {
        int bsmName = bootstraps.isEmpty() ? 0 : utf8("BootstrapMethods");
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            DataOutputStream o = new DataOutputStream(out);
            o.writeInt(0xCAFEBABE);
            o.writeShort(0);
            o.writeShort(61);
            o.writeShort(count);
            p.flush();
            o.write(pool.toByteArray());
            o.writeShort(0x0021);
            o.writeShort(thisClass);
            o.writeShort(superClass);
            o.writeShort(0);
            o.writeShort(0);
            o.writeShort(methodCount);
            o.write(methods.toByteArray());
            if (bootstraps.isEmpty()) {
                o.writeShort(0);
            } else {
                o.writeShort(1);
                o.writeShort(bsmName);
                int length = 2;
                for (int[] b : bootstraps) length += 4 + 2 * (b.length - 1);
                o.writeInt(length);
                o.writeShort(bootstraps.size());
                for (int[] b : bootstraps) {
                    o.writeShort(b[0]);
                    o.writeShort(b.length - 1);
                    for (int i = 1; i < b.length; i++) o.writeShort(b[i]);
                }
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
