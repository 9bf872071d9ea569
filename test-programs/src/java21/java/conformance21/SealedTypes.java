package conformance21;

import java.util.Arrays;

/** Sealed classes and interfaces (JEP 409): reflection on them, and exhaustive switches over their hierarchies. */
public class SealedTypes {
    sealed interface Vehicle permits Car, Truck, Bike {}
    static non-sealed class Car implements Vehicle {}
    static final class SportsCar extends Car {}
    record Truck(int axles) implements Vehicle {}
    enum Bike implements Vehicle { ROAD, MOUNTAIN }
    abstract static sealed class Account permits Savings, Checking {
        abstract int rate();
    }
    static final class Savings extends Account { int rate() { return 3; } }
    static final class Checking extends Account { int rate() { return 0; } }

    static String kind(Vehicle v) {
        return switch (v) {
            case SportsCar s -> "sports car";
            case Car c -> "car";
            case Truck(var axles) when axles > 2 -> "big truck";
            case Truck t -> "truck";
            case Bike b -> "bike " + b.name().toLowerCase();
        };
    }

    static String names(Class<?>[] cs) {
        return cs == null ? "null" : Arrays.toString(Arrays.stream(cs).map(Class::getSimpleName).toArray());
    }

    public static void main(String[] args) {
        for (Vehicle v : new Vehicle[] { new Car(), new SportsCar(), new Truck(2), new Truck(6), Bike.MOUNTAIN }) System.out.println(kind(v));
        for (Class<?> c : new Class<?>[] { Vehicle.class, Car.class, SportsCar.class, Truck.class, Bike.class, Account.class, Savings.class, String.class })
            System.out.println(c.getSimpleName() + " sealed=" + c.isSealed() + " permits=" + names(c.getPermittedSubclasses()));
        Account a = new Savings();
        System.out.println(switch (a) {
            case Savings s -> "savings " + s.rate();
            case Checking c -> "checking " + c.rate();
        });
    }
}
