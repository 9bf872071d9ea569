package conformance;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

import static java.lang.invoke.MethodType.methodType;

/** Failures through method handles: WrongMethodTypeException, ClassCastException, lookup errors, exceptions thrown by targets and their stack traces. */
public class MethodHandlesErrors {
    private int field;
    static String boom(String why) { throw new IllegalStateException(why); }
    static int divide(int a, int b) { return a / b; }
    private void priv() {}
    static class Other { private static int hiddenStatic() { return 1; } }

    static void show(String what, Throwable t) {
        System.out.println(what + ": " + t.getClass().getName() + ": " + t.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle length = l.findVirtual(String.class, "length", methodType(int.class));
        try { int n = (int) length.invokeExact((Object) "x"); } catch (WrongMethodTypeException e) { show("exact with Object receiver", e); }
        try { long n = (long) length.invokeExact("x"); } catch (WrongMethodTypeException e) { show("exact with long result", e); }
        try { length.invokeExact("x"); } catch (WrongMethodTypeException e) { show("exact as void", e); }
        try { length.invoke(3); } catch (WrongMethodTypeException e) { show("invoke with int", e); }
        try { Object o = length.invoke((Object) Integer.valueOf(3)); } catch (ClassCastException e) { show("invoke with Integer", e); }
        try { Object o = length.invoke("a", "b"); } catch (WrongMethodTypeException e) { show("invoke with two arguments", e); }
        try { int n = (int) length.invokeExact((String) null); } catch (NullPointerException e) { System.out.println("NPE through handle"); }
        try { length.asType(methodType(int.class, Integer.class)); } catch (WrongMethodTypeException e) { show("asType", e); }
        try { length.invokeWithArguments("a", "b"); } catch (WrongMethodTypeException e) { show("invokeWithArguments", e); }
        try { length.bindTo(5); } catch (ClassCastException e) { show("bindTo", e); }

        MethodHandle boom = l.findStatic(MethodHandlesErrors.class, "boom", methodType(String.class, String.class));
        try { String s = (String) boom.invokeExact("kaboom"); } catch (IllegalStateException e) {
            show("target threw", e);
            for (StackTraceElement el : e.getStackTrace()) System.out.println("  at " + el.getClassName() + "." + el.getMethodName());
        }
        MethodHandle div = l.findStatic(MethodHandlesErrors.class, "divide", methodType(int.class, int.class, int.class));
        try { int q = (int) MethodHandles.insertArguments(div, 1, 0).invokeExact(5); } catch (ArithmeticException e) { show("divide", e); }
        MethodHandle nullArr = MethodHandles.arrayElementGetter(int[].class);
        try { int v = (int) nullArr.invokeExact((int[]) null, 0); } catch (NullPointerException e) { System.out.println("NPE from array getter"); }
        try { int v = (int) nullArr.invokeExact(new int[1], 3); } catch (ArrayIndexOutOfBoundsException e) { show("array getter", e); }

        try { l.findStatic(String.class, "length", methodType(int.class)); } catch (ReflectiveOperationException e) { show("findStatic of instance method", e); }
        try { l.findVirtual(Integer.class, "parseInt", methodType(int.class, String.class)); } catch (ReflectiveOperationException e) { show("findVirtual of static method", e); }
        try { l.findVirtual(String.class, "nope", methodType(void.class)); } catch (ReflectiveOperationException e) { show("missing method", e); }
        try { l.findStatic(String.class, "valueOf", methodType(String.class, StringBuilder.class)); } catch (ReflectiveOperationException e) { show("wrong signature", e); }
        try { l.findConstructor(String.class, methodType(void.class, Thread.class)); } catch (ReflectiveOperationException e) { show("missing constructor", e); }
        try { l.findGetter(MethodHandlesErrors.class, "missing", int.class); } catch (ReflectiveOperationException e) { show("missing field", e); }
        try { l.findGetter(MethodHandlesErrors.class, "field", long.class); } catch (ReflectiveOperationException e) { show("field of other type", e); }
        try { MethodHandles.publicLookup().findVirtual(MethodHandlesErrors.class, "priv", methodType(void.class)); } catch (ReflectiveOperationException e) { show("private via publicLookup", e); }
        try { MethodHandles.publicLookup().findStatic(Object.class, "registerNatives", methodType(void.class)); } catch (ReflectiveOperationException e) { show("private JDK method", e); }
        try { MethodHandles.constant(int.class, "not an int"); } catch (ClassCastException e) { show("constant", e); }
        try { MethodHandles.dropArguments(length, 2, int.class); } catch (IllegalArgumentException e) { show("dropArguments", e); }
        try { MethodHandles.insertArguments(length, 0, 1); } catch (ClassCastException e) { show("insertArguments", e); }
        try { MethodHandles.guardWithTest(length, length, length); } catch (IllegalArgumentException e) { show("guardWithTest", e); }
        try { length.asSpreader(Object[].class, 3); } catch (IllegalArgumentException e) { show("asSpreader", e); }
        try { length.asCollector(int.class, 1); } catch (IllegalArgumentException e) { show("asCollector", e); }
        System.out.println("done");
    }
}
