import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;

/** Loads the constants of the generated class Ldc (see LoadableConstantsTest) and prints what they are. */
public class LdcMain {
    interface Get { Object get() throws Throwable; }

    static void show(String what, Get g) {
        try {
            System.out.println(what + ": " + g.get());
        } catch (Throwable e) {
            System.out.println(what + ": " + e + (e.getCause() != null ? " caused by " + e.getCause() : ""));
        }
    }

    public static void main(String[] args) throws Throwable {
        show("method type", Ldc::methodType);
        show("same method type", () -> Ldc.methodType() == Ldc.methodType());
        MethodHandle twice = (MethodHandle) Ldc.staticHandle();
        System.out.println("static handle " + twice.type() + " -> " + (int) twice.invokeExact(21));
        show("same handle", () -> Ldc.staticHandle() == Ldc.staticHandle());
        MethodHandle ctor = (MethodHandle) Ldc.constructorHandle();
        Object target = ctor.invoke();
        MethodHandle getter = (MethodHandle) Ldc.getterHandle();
        System.out.println("getter " + getter.type() + " -> " + getter.invoke((ConstantTargets) target));
        MethodHandle hello = (MethodHandle) Ldc.virtualHandle();
        System.out.println("virtual " + hello.type() + " -> " + hello.invoke((ConstantTargets) target, "ldc"));
        show("missing method handle", Ldc::missingHandle);
        show("null constant", Ldc::nullConstant);
        show("primitive class", Ldc::primitiveClass);
        show("label", Ldc::label);
        show("label again", Ldc::label);
        System.out.println("label bootstraps " + ConstantTargets.bootstraps);
        System.out.println("answer " + Ldc.answer());
        System.out.println("product " + Ldc.product());
        show("nested", Ldc::nested);
        show("failing", Ldc::failing);
        show("failing again", Ldc::failing);
        show("wrong type", Ldc::wrongType);
        System.out.println("method type class " + MethodType.class.isInstance(Ldc.methodType()));
    }
}
