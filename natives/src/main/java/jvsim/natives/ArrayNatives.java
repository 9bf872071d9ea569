package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.Values;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.lang.reflect.Array, with HotSpot's checks and messages (jvm.cpp check_array,
 * Reflection::array_get/array_set/widen/reflect_new_array/reflect_new_multi_array): bounds errors
 * are ArrayIndexOutOfBoundsException without message, type errors IllegalArgumentException
 * "argument type mismatch", and Array.get boxes primitives into new box objects.
 * Primitive values travel as (descriptor char, slot bits) in the VM's slot format (see Values).
 */
final class ArrayNatives {
    private ArrayNatives() {}

    static final int MAX_DIM = 255;
    private static final char ILLEGAL = '?';
    private static final String A = "java/lang/reflect/Array";

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass(A);
        r.add("getLength", "(Ljava/lang/Object;)I", c -> c.ret(checkArray(c.o(0), false).length));
        r.add("get", "(Ljava/lang/Object;I)Ljava/lang/Object;", ArrayNatives::get);
        r.add("set", "(Ljava/lang/Object;ILjava/lang/Object;)V", ArrayNatives::set);
        r.add("newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", ArrayNatives::newArray);
        r.add("multiNewArray", "(Ljava/lang/Class;[I)Ljava/lang/Object;", ArrayNatives::multiNewArray);
        String[][] kinds = {{"Boolean", "Z"}, {"Byte", "B"}, {"Char", "C"}, {"Short", "S"}, {"Int", "I"},
            {"Long", "J"}, {"Float", "F"}, {"Double", "D"}};
        for (String[] k : kinds) {
            char kind = k[1].charAt(0);
            r.add("get" + k[0], "(Ljava/lang/Object;I)" + kind, c -> {
                VmObject a = checkArray(c.o(0), true);
                int i = c.i(1);
                checkIndex(a, i);
                char ak = a.cls.componentKind();
                long v = widen(GuestMemory.primElement(a, i), ak, kind); // a type mismatch throws before the access
                if (c.stopAtElements(Op.READ, a, i, 1, false)) return;
                c.resultP = v;
            });
            r.add("set" + k[0], "(Ljava/lang/Object;I" + kind + ")V", c -> {
                VmObject a = checkArray(c.o(0), true);
                store(c, a, c.i(1), kind, Values.narrow(kind, c.j(2)));
            });
        }
    }

    /** jvm.cpp check_array. */
    static VmObject checkArray(VmObject a, boolean primitiveOnly) {
        if (a == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (!a.isArray()) throw new ThrowNew("java/lang/IllegalArgumentException", "Argument is not an array");
        if (primitiveOnly && GuestMemory.isReferenceArray(a)) throw new ThrowNew("java/lang/IllegalArgumentException", "Argument is not an array of primitive type");
        return a;
    }

    private static void checkIndex(VmObject a, int i) {
        if (i < 0 || i >= a.length) throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", null);
    }

    private static void get(NativeCall c) {
        VmObject a = checkArray(c.o(0), false);
        int i = c.i(1);
        checkIndex(a, i);
        VmClass box = GuestMemory.isReferenceArray(a) ? null : c.vm.known.box(a.cls.componentKind()).get();
        if (box != null && !box.isInitialized() && c.vm.ensureInitialized(c.thread, box)) { c.reexecute = true; return; }
        if (c.stopAtElements(Op.READ, a, i, 1, false)) return;
        if (box == null) { c.ret(GuestMemory.element(a, i)); return; }
        VmObject o = c.vm.heap.newObject(box);
        c.vm.known.boxValue(a.cls.componentKind()).set(o, GuestMemory.primElement(a, i));
        c.ret(o);
    }

    private static void set(NativeCall c) {
        VmObject a = checkArray(c.o(0), false);
        int i = c.i(1);
        VmObject v = c.o(2);
        if (GuestMemory.isReferenceArray(a)) {
            checkIndex(a, i);
            if (v != null && !v.cls.isSubclassOf(a.cls.component))
                throw new ThrowNew("java/lang/IllegalArgumentException", "array element type mismatch");
            if (c.stopAtElements(Op.WRITE, a, i, 1, false)) return;
            GuestMemory.setElement(a, i, v);
            return;
        }
        if (v == null) throw new ThrowNew("java/lang/IllegalArgumentException", null);
        char vk = unboxKind(v.cls);
        store(c, a, i, vk, vk == ILLEGAL ? 0 : c.vm.known.boxValue(vk).get(v));
    }

    /** Reflection::array_set for a primitive array: bounds, then widening of the value, then the visible write. */
    private static void store(NativeCall c, VmObject a, int i, char valueKind, long bits) {
        checkIndex(a, i);
        char ak = a.cls.componentKind();
        long v = widen(bits, valueKind, ak);
        if (c.stopAtElements(Op.WRITE, a, i, 1, false)) return;
        GuestMemory.setPrimElement(a, i, v);
    }

    // ------------------------------------------------------------------ values

    /** Reflection::widen: identity, or a widening primitive conversion, else "argument type mismatch". */
    static long widen(long v, char from, char to) {
        if (from == to) return v;
        switch (to) {
            case 'S':
                if (from == 'B') return v;
                break;
            case 'I':
                if (from == 'B' || from == 'C' || from == 'S') return v;
                break;
            case 'J':
                if (from == 'B' || from == 'C' || from == 'S' || from == 'I') return v;
                break;
            case 'F':
                if (from == 'B' || from == 'C' || from == 'S' || from == 'I') return Values.ofFloat((float) (int) v);
                if (from == 'J') return Values.ofFloat((float) v);
                break;
            case 'D':
                if (from == 'B' || from == 'C' || from == 'S' || from == 'I') return Values.ofDouble((int) v);
                if (from == 'J') return Values.ofDouble((double) v);
                if (from == 'F') return Values.ofDouble(Values.toFloat(v));
                break;
            default:
        }
        throw new ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch");
    }

    static String boxClass(char k) {
        switch (k) {
            case 'Z': return "java/lang/Boolean";
            case 'B': return "java/lang/Byte";
            case 'C': return "java/lang/Character";
            case 'S': return "java/lang/Short";
            case 'I': return "java/lang/Integer";
            case 'J': return "java/lang/Long";
            case 'F': return "java/lang/Float";
            case 'D': return "java/lang/Double";
            default: throw new IllegalArgumentException(String.valueOf(k));
        }
    }

    /** The primitive kind a box object holds, or ILLEGAL for anything else. */
    static char unboxKind(VmClass k) {
        switch (k.name) {
            case "java/lang/Boolean": return 'Z';
            case "java/lang/Byte": return 'B';
            case "java/lang/Character": return 'C';
            case "java/lang/Short": return 'S';
            case "java/lang/Integer": return 'I';
            case "java/lang/Long": return 'J';
            case "java/lang/Float": return 'F';
            case "java/lang/Double": return 'D';
            default: return ILLEGAL;
        }
    }

    // ------------------------------------------------------------------ allocation

    private static void newArray(NativeCall c) {
        VmObject comp = c.o(0);
        int len = c.i(1);
        if (comp == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (len < 0) throw new ThrowNew("java/lang/NegativeArraySizeException", String.valueOf(len));
        VmClass k = comp.mirrored();
        if (k.isPrimitive() && k.primitive == 'V') throw new ThrowNew("java/lang/IllegalArgumentException", null);
        if (k.isArray() && k.dims >= MAX_DIM) throw new ThrowNew("java/lang/IllegalArgumentException", null);
        c.ret(c.vm.heap.newArray(c.vm.classes.arrayOf(k), len));
    }

    private static void multiNewArray(NativeCall c) {
        VmObject dimArray = checkArray(c.o(1), true);
        VmObject comp = c.o(0);
        if (comp == null) throw new ThrowNew("java/lang/NullPointerException", null);
        int len = dimArray.length;
        if (len <= 0 || len > MAX_DIM) throw new ThrowNew("java/lang/IllegalArgumentException", null);
        int[] dims = new int[len];
        for (int i = 0; i < len; i++) dims[i] = (int) GuestMemory.primElement(dimArray, i);
        for (int d : dims) if (d < 0) throw new ThrowNew("java/lang/NegativeArraySizeException", String.valueOf(d));
        VmClass k = comp.mirrored();
        if (k.isPrimitive() && k.primitive == 'V') throw new ThrowNew("java/lang/IllegalArgumentException", null);
        if (k.isArray() && k.dims + len > MAX_DIM) throw new ThrowNew("java/lang/IllegalArgumentException", null);
        VmClass type = k;
        for (int i = 0; i < len; i++) type = c.vm.classes.arrayOf(type);
        c.ret(c.vm.heap.newMultiArray(type, dims));
    }
}
