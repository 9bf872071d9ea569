package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/** Parsing and pretty-printing of field and method descriptors. */
public final class Descriptors {
    private Descriptors() {}

    public static final class Sig {
        public final char[] argKinds;
        public final String[] argTypes;
        public final int slots;
        public final char returnKind;
        public final String returnType;
        Sig(char[] k, String[] t, int slots, char rk, String rt) {
            argKinds = k; argTypes = t; this.slots = slots; returnKind = rk; returnType = rt;
        }
    }

    public static Sig parse(String desc) {
        List<String> types = new ArrayList<>();
        int i = 1;
        while (desc.charAt(i) != ')') {
            int end = typeEnd(desc, i);
            types.add(desc.substring(i, end));
            i = end;
        }
        String ret = desc.substring(i + 1);
        char[] kinds = new char[types.size()];
        int slots = 0;
        for (int k = 0; k < kinds.length; k++) {
            kinds[k] = kindOf(types.get(k));
            slots += (kinds[k] == 'J' || kinds[k] == 'D') ? 2 : 1;
        }
        return new Sig(kinds, types.toArray(new String[0]), slots, kindOf(ret), ret);
    }

    /** Index just past the field type starting at i. */
    public static int typeEnd(String d, int i) {
        while (d.charAt(i) == '[') i++;
        if (d.charAt(i) == 'L') return d.indexOf(';', i) + 1;
        return i + 1;
    }

    /** 'L' for references (objects and arrays), 'V' for void, else the primitive character. */
    public static char kindOf(String type) {
        char c = type.charAt(0);
        return c == '[' ? 'L' : c;
    }

    public static boolean isWide(char kind) { return kind == 'J' || kind == 'D'; }

    /** Java source name of a field descriptor: "[I" -> "int[]", "Ljava/lang/String;" -> "java.lang.String". */
    public static String javaName(String type) {
        int dims = 0;
        while (type.charAt(dims) == '[') dims++;
        String base;
        switch (type.charAt(dims)) {
            case 'B': base = "byte"; break;
            case 'C': base = "char"; break;
            case 'D': base = "double"; break;
            case 'F': base = "float"; break;
            case 'I': base = "int"; break;
            case 'J': base = "long"; break;
            case 'S': base = "short"; break;
            case 'Z': base = "boolean"; break;
            case 'V': base = "void"; break;
            default: base = type.substring(dims + 1, type.length() - 1).replace('/', '.');
        }
        return base + "[]".repeat(dims);
    }

    public static String externalSignature(String owner, String name, String desc) {
        Sig s = parse(desc);
        StringBuilder sb = new StringBuilder();
        sb.append(javaName(s.returnType)).append(' ').append(owner).append('.').append(name).append('(');
        for (int i = 0; i < s.argTypes.length; i++) {
            if (i > 0) sb.append(", ");
            sb.append(javaName(s.argTypes[i]));
        }
        return sb.append(')').toString();
    }

    /** Field descriptor for a class name as used by CONSTANT_Class ("[I" stays, "a/B" -> "La/B;"). */
    public static String descriptorOf(String internalName) {
        return internalName.charAt(0) == '[' ? internalName : "L" + internalName + ";";
    }
}
