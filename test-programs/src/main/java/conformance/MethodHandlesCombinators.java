package conformance;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;

import static java.lang.invoke.MethodType.methodType;

/** MethodHandles combinators and adapters: insert/drop/filter/fold/permute/guard/catch, constants, asType, spreaders, collectors, invokers. */
public class MethodHandlesCombinators {
    static boolean isEven(int x) { return x % 2 == 0; }
    static String even(int x) { return x + " is even"; }
    static String odd(int x) { return x + " is odd"; }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String a, String b, String c) { return a + "|" + b + "|" + c; }
    static int fail(String why) { throw new IllegalStateException(why); }
    static int recover(IllegalStateException e, String why) { return -why.length(); }
    static String cleanup(Throwable t, String result, String arg) { return "cleanup(" + (t == null ? "ok" : t.getMessage()) + ", " + result + ")"; }
    static String maybeFail(String arg) { if (arg.isEmpty()) throw new IllegalArgumentException("empty"); return arg.toUpperCase(); }
    static boolean lessThan10(int v) { return v < 10; }
    static int plus3(int v) { return v + 3; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle concat = l.findVirtual(String.class, "concat", methodType(String.class, String.class));
        MethodHandle length = l.findVirtual(String.class, "length", methodType(int.class));
        MethodHandle join = l.findStatic(MethodHandlesCombinators.class, "join", methodType(String.class, String.class, String.class, String.class));

        MethodHandle ins = MethodHandles.insertArguments(join, 1, "X", "Y");
        System.out.println(ins.type() + " " + (String) ins.invokeExact("a"));
        MethodHandle drop = MethodHandles.dropArguments(concat, 1, int.class, long.class);
        System.out.println(drop.type() + " " + (String) drop.invokeExact("p", 1, 2L, "q"));
        MethodHandle filtR = MethodHandles.filterReturnValue(concat, length);
        System.out.println((int) filtR.invokeExact("abc", "de"));
        MethodHandle upper = l.findVirtual(String.class, "toUpperCase", methodType(String.class));
        MethodHandle filtA = MethodHandles.filterArguments(join, 0, upper, null, upper);
        System.out.println((String) filtA.invokeExact("a", "b", "c"));
        MethodHandle perm = MethodHandles.permuteArguments(join, methodType(String.class, String.class, String.class), 1, 0, 1);
        System.out.println((String) perm.invokeExact("1", "2"));
        MethodHandle fold = MethodHandles.foldArguments(MethodHandles.dropArguments(join, 0, int.class).asType(methodType(String.class, int.class, String.class, String.class, String.class)),
                MethodHandles.dropArguments(length, 1, String.class, String.class));
        System.out.println(fold.type() + " " + (String) MethodHandles.dropArguments(join, 0, int.class).invokeExact(9, "f", "o", "ld"));
        MethodHandle collectA = MethodHandles.collectArguments(join, 1, concat);
        System.out.println(collectA.type() + " " + (String) collectA.invokeExact("a", "b", "c", "d"));

        MethodHandle gwt = MethodHandles.guardWithTest(
                l.findStatic(MethodHandlesCombinators.class, "isEven", methodType(boolean.class, int.class)),
                l.findStatic(MethodHandlesCombinators.class, "even", methodType(String.class, int.class)),
                l.findStatic(MethodHandlesCombinators.class, "odd", methodType(String.class, int.class)));
        for (int i = 0; i < 4; i++) System.out.println((String) gwt.invokeExact(i));

        MethodHandle fail = l.findStatic(MethodHandlesCombinators.class, "fail", methodType(int.class, String.class));
        MethodHandle recover = l.findStatic(MethodHandlesCombinators.class, "recover", methodType(int.class, IllegalStateException.class, String.class));
        MethodHandle safe = MethodHandles.catchException(fail, IllegalStateException.class, recover);
        System.out.println((int) safe.invokeExact("four"));
        MethodHandle cleanup = l.findStatic(MethodHandlesCombinators.class, "cleanup", methodType(String.class, Throwable.class, String.class, String.class));
        MethodHandle tf = MethodHandles.tryFinally(l.findStatic(MethodHandlesCombinators.class, "maybeFail", methodType(String.class, String.class)), cleanup);
        System.out.println((String) tf.invokeExact("ok"));
        try { String s = (String) tf.invokeExact(""); } catch (IllegalArgumentException e) { System.out.println("rethrown " + e.getMessage()); }
        MethodHandle thrower = MethodHandles.throwException(String.class, UnsupportedOperationException.class);
        try { String s = (String) thrower.invokeExact(new UnsupportedOperationException("from handle")); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }

        System.out.println((String) MethodHandles.constant(String.class, "const").invokeExact());
        System.out.println((int) MethodHandles.constant(int.class, 5).invokeExact());
        System.out.println((long) MethodHandles.identity(long.class).invokeExact(1L << 50));
        System.out.println(MethodHandles.zero(double.class).invoke() + " " + MethodHandles.empty(methodType(String.class, int.class)).invoke(3));

        MethodHandle asObj = length.asType(methodType(Object.class, Object.class));
        System.out.println(asObj.type() + " " + asObj.invoke((Object) "four"));
        MethodHandle widen = length.asType(methodType(long.class, String.class));
        System.out.println((long) widen.invokeExact("wide"));
        MethodHandle boxed = length.asType(methodType(Integer.class, CharSequence.class));
        System.out.println((Integer) boxed.invokeExact((CharSequence) "boxed"));
        MethodHandle unboxArg = l.findStatic(MethodHandlesCombinators.class, "even", methodType(String.class, int.class)).asType(methodType(String.class, Integer.class));
        System.out.println((String) unboxArg.invokeExact(Integer.valueOf(12)));
        MethodHandle toVoid = length.asType(methodType(void.class, String.class));
        toVoid.invokeExact("discarded");

        MethodHandle sum = l.findStatic(MethodHandlesCombinators.class, "sum", methodType(int.class, int[].class));
        System.out.println(sum.isVarargsCollector() + " " + sum.invoke() + " " + sum.invoke(1) + " " + sum.invoke(1, 2, 3) + " " + sum.invoke(new int[]{4, 5}));
        MethodHandle fixed = sum.asFixedArity();
        System.out.println(fixed.isVarargsCollector() + " " + (int) fixed.invokeExact(new int[]{7, 8}));
        MethodHandle coll = fixed.asCollector(int[].class, 3);
        System.out.println(coll.type() + " " + (int) coll.invokeExact(1, 10, 100));
        MethodHandle spread = coll.asSpreader(Object[].class, 3);
        System.out.println(spread.type() + " " + (int) spread.invokeExact(new Object[]{2, 20, 200}));
        MethodHandle spreadJoin = join.asSpreader(1, String[].class, 2);
        System.out.println((String) spreadJoin.invokeExact("x", new String[]{"y", "z"}));
        MethodHandle va = join.asSpreader(String[].class, 3).asVarargsCollector(String[].class);
        System.out.println(va.isVarargsCollector() + " " + va.type());
        MethodHandle arrays = l.findStatic(Arrays.class, "asList", methodType(java.util.List.class, Object[].class));
        System.out.println(arrays.invoke("a", "b", "c") + " " + arrays.invokeWithArguments(1, 2));

        MethodHandle ex = MethodHandles.exactInvoker(methodType(int.class, String.class));
        System.out.println((int) ex.invokeExact(length, "12345"));
        MethodHandle inv = MethodHandles.invoker(methodType(Object.class, Object.class));
        System.out.println(inv.invoke(length, "123"));
        MethodHandle spreadInv = MethodHandles.spreadInvoker(methodType(String.class, String.class, String.class, String.class), 0);
        System.out.println(spreadInv.invoke(join, new Object[]{"s", "p", "r"}));

        MethodHandle getter = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle setter = MethodHandles.arrayElementSetter(String[].class);
        MethodHandle ctor = MethodHandles.arrayConstructor(long[].class);
        MethodHandle alen = MethodHandles.arrayLength(Object[].class);
        String[] strs = new String[2];
        setter.invokeExact(strs, 1, "set");
        System.out.println((int) getter.invokeExact(new int[]{4, 5, 6}, 2) + " " + Arrays.toString(strs) + " " + ((long[]) ctor.invokeExact(3)).length + " " + (int) alen.invokeExact((Object[]) strs));

        MethodHandle lessThan = l.findStatic(MethodHandlesCombinators.class, "lessThan10", methodType(boolean.class, int.class));
        MethodHandle plus3 = l.findStatic(MethodHandlesCombinators.class, "plus3", methodType(int.class, int.class));
        MethodHandle loop = MethodHandles.whileLoop(MethodHandles.constant(int.class, 1), lessThan, plus3);
        System.out.println(loop.type() + " " + (int) loop.invokeExact());
        MethodHandle counted = MethodHandles.countedLoop(MethodHandles.constant(int.class, 5), MethodHandles.constant(int.class, 0),
                MethodHandles.dropArguments(plus3, 1, int.class));
        System.out.println(counted.type() + " " + (int) counted.invokeExact());
    }
}
