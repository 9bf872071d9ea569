package conformance;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

/** MethodHandles.Lookup: find* for methods, constructors and fields, unreflect, bindTo, invokeExact/invoke/invokeWithArguments. */
public class MethodHandlesLookup {
    interface Shape { double area(); default String describe() { return "shape of area " + area(); } }
    record Square(double side) implements Shape { public double area() { return side * side; } }
    static class Base { String who() { return "base"; } String callWho() { return who(); } }
    static class Derived extends Base { @Override String who() { return "derived"; } }

    int counter = 1;
    long big = 1L << 40;
    static String label = "label";
    private static int secret = 42;

    MethodHandlesLookup() {}
    MethodHandlesLookup(int start) { counter = start; }

    static int twice(int x) { return 2 * x; }
    int bump(int by) { counter += by; return counter; }
    private String hidden(String s) { return "hidden:" + s; }
    static double mix(byte b, short s, char c, long l, float f, double d, boolean z) {
        return b + s + c + l + f + d + (z ? 1000 : 0);
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        System.out.println("lookup class " + l.lookupClass().getSimpleName());

        MethodHandle tw = l.findStatic(MethodHandlesLookup.class, "twice", MethodType.methodType(int.class, int.class));
        System.out.println(tw.type() + " " + (int) tw.invokeExact(21) + " " + tw.invoke(4) + " " + tw.invokeWithArguments(5));

        MethodHandle mix = l.findStatic(MethodHandlesLookup.class, "mix",
                MethodType.methodType(double.class, byte.class, short.class, char.class, long.class, float.class, double.class, boolean.class));
        System.out.println((double) mix.invokeExact((byte) 1, (short) 2, 'a', 10L, 0.5f, 0.25, true));
        System.out.println(mix.invokeWithArguments((byte) -1, (short) -2, 'b', -10L, -0.5f, -0.25, false));

        MethodHandle ctor = l.findConstructor(MethodHandlesLookup.class, MethodType.methodType(void.class, int.class));
        MethodHandlesLookup o = (MethodHandlesLookup) ctor.invokeExact(10);
        MethodHandle bump = l.findVirtual(MethodHandlesLookup.class, "bump", MethodType.methodType(int.class, int.class));
        System.out.println((int) bump.invokeExact(o, 5) + " " + (int) bump.invokeExact(o, -3));
        MethodHandle bound = bump.bindTo(o);
        System.out.println(bound.type() + " " + (int) bound.invokeExact(100));

        MethodHandle hidden = l.findVirtual(MethodHandlesLookup.class, "hidden", MethodType.methodType(String.class, String.class));
        System.out.println((String) hidden.invokeExact(o, "x"));
        MethodHandle special = l.in(Derived.class).findSpecial(Base.class, "who", MethodType.methodType(String.class), Derived.class);
        System.out.println((String) special.invokeExact(new Derived()));

        MethodHandle who = l.findVirtual(Base.class, "who", MethodType.methodType(String.class));
        System.out.println((String) who.invokeExact(new Base()) + " " + (String) who.invokeExact((Base) new Derived()));

        MethodHandle area = l.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = l.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        Shape sq = new Square(3);
        System.out.println((double) area.invokeExact(sq) + " / " + (String) describe.invokeExact(sq));
        MethodHandle side = l.findVirtual(Square.class, "side", MethodType.methodType(double.class));
        System.out.println((double) side.invokeExact(new Square(2.5)));

        MethodHandle size = l.findVirtual(List.class, "size", MethodType.methodType(int.class));
        MethodHandle add = l.findVirtual(List.class, "add", MethodType.methodType(boolean.class, Object.class));
        List<String> list = new ArrayList<>();
        System.out.println((boolean) add.invokeExact(list, (Object) "a") + " " + (int) size.invokeExact(list));
        MethodHandle hash = l.findVirtual(Object.class, "hashCode", MethodType.methodType(int.class));
        System.out.println((int) hash.invokeExact((Object) "hash me") + " " + (int) hash.invokeExact((Object) Integer.valueOf(7)));
        MethodHandle toStr = l.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
        System.out.println((String) toStr.invokeExact((Object) List.of(1, 2)));

        MethodHandle getC = l.findGetter(MethodHandlesLookup.class, "counter", int.class);
        MethodHandle setC = l.findSetter(MethodHandlesLookup.class, "counter", int.class);
        setC.invokeExact(o, 77);
        System.out.println((int) getC.invokeExact(o));
        MethodHandle getBig = l.findGetter(MethodHandlesLookup.class, "big", long.class);
        System.out.println((long) getBig.invokeExact(o));
        MethodHandle getL = l.findStaticGetter(MethodHandlesLookup.class, "label", String.class);
        MethodHandle setL = l.findStaticSetter(MethodHandlesLookup.class, "label", String.class);
        setL.invokeExact("changed");
        System.out.println((String) getL.invokeExact() + " " + label);
        MethodHandle sec = l.findStaticGetter(MethodHandlesLookup.class, "secret", int.class);
        System.out.println((int) sec.invokeExact());

        MethodHandle un = l.unreflect(MethodHandlesLookup.class.getDeclaredMethod("twice", int.class));
        System.out.println((int) un.invokeExact(8));
        MethodHandle unC = l.unreflectConstructor(MethodHandlesLookup.class.getDeclaredConstructor());
        System.out.println(((MethodHandlesLookup) unC.invokeExact()).counter);
        MethodHandle unG = l.unreflectGetter(MethodHandlesLookup.class.getDeclaredField("counter"));
        System.out.println((int) unG.invokeExact(o));
        MethodHandle unV = l.unreflect(Base.class.getDeclaredMethod("callWho"));
        System.out.println((String) unV.invokeExact((Base) new Derived()));

        MethodHandle parse = MethodHandles.publicLookup().findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class));
        System.out.println((int) parse.invokeExact("123") + 1);
        MethodHandle valueOf = l.findStatic(String.class, "valueOf", MethodType.methodType(String.class, Object.class));
        System.out.println((String) valueOf.invokeExact((Object) null));
        MethodHandle format = l.findStatic(String.class, "format", MethodType.methodType(String.class, String.class, Object[].class));
        System.out.println(format.isVarargsCollector() + " " + format.invoke("%s-%s", "a", "b"));
        System.out.println(tw + " " + bump.type().parameterList());
    }
}
